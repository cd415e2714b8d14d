import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/Icon/Icon';
import { Reveal } from '../../components/Reveal/Reveal';
import { Section } from '../../components/Section/Section';
import { serviceOffers } from '../../business/offers';
import { services } from './content/services';
import type { ServiceSummary } from './content/types';
import { serviceDurationText, servicePriceText } from './offerText';
import offerCard from '../../components/OfferCard/offerCard.module.css';
import styles from './sections.module.css';

/** Spec section 9: a service card shows at most six features and four benefits. */
export const CARD_FEATURES = 6;
export const CARD_BENEFITS = 4;

/** The service showcase below the hero (anchor services-section): one card per service, each leading to its detail section. */
export function ServiceShowcase() {
  const { t } = useLingui();
  return (
    <Section
      id="services-section"
      eyebrow={t`Services`}
      title={t`Four services, one goal: more clients from the internet`}
      intro={t`Choose one service or combine them – everything is planned together, so your website, SEO and ads pull in the same direction.`}
      centered
      staggered
    >
      <ul className={styles.cardGrid}>
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </ul>
    </Section>
  );
}

function ServiceCard({ service }: { service: ServiceSummary }) {
  const { t, i18n } = useLingui();
  const title = i18n._(service.title);
  const offer = serviceOffers[service.id];
  return (
    <Reveal as="li" className={styles.card}>
      <span className={offerCard.iconBubble}>
        <Icon name={service.icon} />
      </span>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.muted}>{i18n._(service.shortDesc)}</p>
      <ul className={styles.checkList} aria-label={t({ message: `Features of ${title}`, comment: 'Label of the feature list of a service card' })}>
        {service.features.slice(0, CARD_FEATURES).map((feature) => (
          <li key={feature.id}>
            <Icon name="check" className={styles.checkIcon} />
            {i18n._(feature)}
          </li>
        ))}
      </ul>
      <ul className={styles.benefitList} aria-label={t({ message: `Benefits of ${title}`, comment: 'Label of the benefit list of a service card' })}>
        {service.benefits.slice(0, CARD_BENEFITS).map((benefit) => (
          <li key={benefit.id}>{i18n._(benefit)}</li>
        ))}
      </ul>
      <p className={offerCard.price}>
        {servicePriceText(i18n, offer)}
        <span className={offerCard.duration}>{serviceDurationText(i18n, offer.duration)}</span>
      </p>
      {/* data-highlights-story: the success stories highlight this service's results while the link is pointed at or focused. */}
      <a href={`#service-${service.id}`} className={offerCard.cardLink} data-highlights-story={service.id}>
        {t({ message: `Learn more about ${title}`, comment: 'Link from a service card to its detail section' })}
      </a>
    </Reveal>
  );
}
