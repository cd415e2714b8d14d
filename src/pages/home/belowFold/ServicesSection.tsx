import { Trans, useLingui } from '@lingui/react/macro';
import { PageLink } from '../../../components/PageLink/PageLink';
import { Reveal } from '../../../components/Reveal/Reveal';
import { Section } from '../../../components/Section/Section';
import { serviceOffers } from '../../../business/offers';
import { serviceDurationText, servicePriceText } from '../../../i18n/offerText';
import { type ServiceCard, services } from './content';
import { Icon } from '../../../components/Icon/Icon';
import disclosure from '../../../components/Disclosure/disclosure.module.css';
import offerCard from '../../../components/OfferCard/offerCard.module.css';
import styles from './sections.module.css';

/**
 * Home section 2: three of the four services as cards (spec: three cards), each
 * leading to the services page; the intro names the fourth, web applications,
 * so that no count contradicts the services page.
 */
export function ServicesSection() {
  return (
    <Section
      id="services"
      eyebrow={<Trans comment="Eyebrow above the services heading on the home page">Services</Trans>}
      title={<Trans>Everything you need to win clients online</Trans>}
      intro={
        <Trans>
          A website that is found, Google Ads and ongoing SEO – and custom web applications for larger plans. One goal:
          more enquiries from people who are already searching for what you offer.
        </Trans>
      }
      centered
      staggered
    >
      <ul className={styles.serviceGrid}>
        {services.map((service) => (
          <ServiceCardView key={service.id} service={service} />
        ))}
      </ul>
    </Section>
  );
}

function ServiceCardView({ service }: { service: ServiceCard }) {
  const { t, i18n } = useLingui();
  const title = i18n._(service.title);
  const offer = serviceOffers[service.id];
  return (
    <Reveal as="li" className={styles.serviceCard} data-featured={service.badge ? true : undefined}>
      {service.badge ? <p className={styles.serviceBadge}>{i18n._(service.badge)}</p> : null}
      <div className={offerCard.head}>
        <span className={offerCard.iconBubble}>
          <Icon name={service.icon} />
        </span>
        <h3 className={styles.serviceTitle}>{title}</h3>
      </div>
      <p className={styles.itemText}>{i18n._(service.description)}</p>
      {/* On a phone the features wait behind their summary (issue 36); from a tablet on they show. */}
      <details className={`${disclosure.disclosure} ${disclosure.openWide}`} data-part="service-features">
        <summary className={disclosure.summary}>
          {t({ message: 'What’s included', comment: 'Opens the list of features on a service card of the home page (below the service’s title)' })}
        </summary>
        <ul className={styles.features}>
          {service.features.map((feature) => (
            <li key={feature.id}>
              <Icon name="check" className={styles.featureIcon} />
              {i18n._(feature)}
            </li>
          ))}
        </ul>
      </details>
      <p className={offerCard.price}>
        {servicePriceText(i18n, offer)}
        <span className={offerCard.duration}>{serviceDurationText(i18n, offer.duration)}</span>
      </p>
      <PageLink page="services" className={offerCard.cardLink}>
        {t({ message: `More about ${title}`, comment: 'Link from a service card to the services page' })}
      </PageLink>
    </Reveal>
  );
}
