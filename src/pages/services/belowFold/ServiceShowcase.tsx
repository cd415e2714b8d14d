import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon/Icon';
import { PageLink } from '../../../components/PageLink/PageLink';
import { Reveal } from '../../../components/Reveal/Reveal';
import { Section } from '../../../components/Section/Section';
import { serviceOffers } from '../../../business/offers';
import { services } from '../content/services';
import type { Service } from '../content/types';
import { serviceDurationText, servicePriceText } from '../../../i18n/offerText';
import disclosure from '../../../components/Disclosure/disclosure.module.css';
import offerCard from '../../../components/OfferCard/offerCard.module.css';
import styles from '../sections.module.css';
import { serviceDetails } from './content/serviceDetails';

/**
 * The service showcase (anchor services-section), which is also each service
 * in detail (issue 27): one card per service (anchor service-{id}) with its
 * short description and price, and behind one disclosure its full
 * description, all ten features and six benefits, and its eight steps (one
 * line on a phone instead of two, issue 36). Native
 * `<details>`: the text is in the HTML, find-in-page opens it, and it works
 * without scripts. A link to a service's anchor opens its features.
 */
export function ServiceShowcase({ children }: { children?: ReactNode }) {
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
          <ServiceCard key={service.id} service={{ ...service, ...serviceDetails[service.id] }} />
        ))}
      </ul>
      {children}
    </Section>
  );
}

function ServiceCard({ service }: { service: Service }) {
  const { t, i18n } = useLingui();
  const title = i18n._(service.title);
  const offer = serviceOffers[service.id];
  const id = `service-${service.id}`;
  const stepCount = service.process.length;
  return (
    // The anchor is the list item, which never moves: the card inside it rises into view (Reveal), and a link must land where it ends.
    <li id={id} className={styles.cardItem} data-service-card={service.id}>
      <Reveal className={styles.card}>
        <article aria-labelledby={`${id}-title`} className={styles.cardBody}>
        <div className={styles.cardHead}>
          <span className={offerCard.iconBubble}>
            <Icon name={service.icon} />
          </span>
          <h3 id={`${id}-title`} className={styles.cardTitle}>
            {title}
          </h3>
        </div>
        <p className={styles.muted}>{i18n._(service.shortDesc)}</p>
        <p className={`${offerCard.price} ${styles.cardPrice}`}>
          {servicePriceText(i18n, offer)}
          <span className={offerCard.duration}>{serviceDurationText(i18n, offer.duration)}</span>
        </p>
        <details className={disclosure.disclosure} data-part="service-features" data-opens-at-hash>
          {/* data-highlights-story: the success stories highlight this service's results while it is pointed at or focused (spec: the card's learn-more). */}
          <summary className={disclosure.summary} data-highlights-story={service.id}>
            {t({ message: 'All details', comment: 'Opens the full description, the features, the benefits and the steps of a service card' })}
          </summary>
          <div className={styles.moreContent}>
            <p>{i18n._(service.fullDesc)}</p>
            <h4 className={styles.subTitle}>{t`What you get`}</h4>
            <ul className={styles.checkList}>
              {service.features.map((feature) => (
                <li key={feature.id}>
                  <Icon name="check" className={styles.checkIcon} />
                  {i18n._(feature)}
                </li>
              ))}
            </ul>
            <h4 className={styles.subTitle}>{t`Your benefits`}</h4>
            <ul className={styles.benefitList}>
              {service.benefits.map((benefit) => (
                <li key={benefit.id}>{i18n._(benefit)}</li>
              ))}
            </ul>
            <h4 className={styles.subTitle}>{t({ message: `The ${stepCount} steps`, comment: 'Heading above the steps of working together on a service; the count is 8' })}</h4>
            <ol className={styles.stepList} data-part="service-steps">
              {service.process.map((step, index) => (
                <li key={step.title.id} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <h5 className={styles.stepTitle}>{i18n._(step.title)}</h5>
                    <p className={styles.muted}>{i18n._(step.description)}</p>
                  </div>
                </li>
              ))}
            </ol>
            {service.id === 'web-applications' ? null : (
              <a href="#contact-section" className={offerCard.cardLink}>
                {t({ message: `Request ${title}`, comment: 'Link at the end of a service card\'s details, leading to the contact block' })}
              </a>
            )}
          </div>
        </details>
        {/* The web applications have a page of their own: its link is part of the summary. */}
        {service.id === 'web-applications' ? (
          <PageLink page="webApp" className={offerCard.cardLink}>
            {t`All about custom web applications`}
          </PageLink>
        ) : null}
        </article>
      </Reveal>
    </li>
  );
}
