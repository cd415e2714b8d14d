import { Trans, useLingui } from '@lingui/react/macro';
import { PageLink } from '../../../components/PageLink/PageLink';
import { Reveal } from '../../../components/Reveal/Reveal';
import { Section } from '../../../components/Section/Section';
import { formatEuro } from '../../../i18n/format';
import { type ServiceCard, services } from './content';
import { Icon } from '../../../components/Icon/Icon';
import offerCard from '../../../components/OfferCard/offerCard.module.css';
import styles from './sections.module.css';

/** Home section 2: the three services as cards, each leading to the services page. */
export function ServicesSection() {
  return (
    <Section
      id="services"
      eyebrow={<Trans comment="Eyebrow above the services heading on the home page">Services</Trans>}
      title={<Trans>Everything you need to win clients online</Trans>}
      intro={<Trans>Three services, one goal: more enquiries from people who are already searching for what you offer.</Trans>}
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
  const price = formatEuro(i18n, service.price.from);
  return (
    <Reveal as="li" className={styles.serviceCard} data-featured={service.badge ? true : undefined}>
      {service.badge ? <p className={styles.serviceBadge}>{i18n._(service.badge)}</p> : null}
      <span className={offerCard.iconBubble}>
        <Icon name={service.icon} />
      </span>
      <h3 className={styles.serviceTitle}>{title}</h3>
      <p className={styles.itemText}>{i18n._(service.description)}</p>
      <ul className={styles.features}>
        {service.features.map((feature) => (
          <li key={feature.id}>
            <Icon name="check" className={styles.featureIcon} />
            {i18n._(feature)}
          </li>
        ))}
      </ul>
      <p className={offerCard.price}>
        {service.price.per === 'month' ? (
          <Trans comment="Monthly price of a service, e.g. 'from €800 per month'">from {price} per month</Trans>
        ) : (
          <Trans comment="One-off price of a service, e.g. 'from €2,500'">from {price}</Trans>
        )}
        <span className={offerCard.duration}>{i18n._(service.duration)}</span>
      </p>
      <PageLink page="services" className={offerCard.cardLink}>
        {t({ message: `More about ${title}`, comment: 'Link from a service card to the services page' })}
      </PageLink>
    </Reveal>
  );
}
