import { useLingui } from '@lingui/react/macro';
import buttons from '../../../components/Button/button.module.css';
import { Icon } from '../../../components/Icon/Icon';
import { PageLink } from '../../../components/PageLink/PageLink';
import { Section } from '../../../components/Section/Section';
import { serviceOffers } from '../../../business/offers';
import { services } from '../content/services';
import type { Service } from '../content/types';
import { serviceDurationText, servicePriceText } from '../offerText';
import offerCard from '../../../components/OfferCard/offerCard.module.css';
import styles from '../sections.module.css';
import { serviceDetails } from './content/serviceDetails';

/** The four per-service detail sections (anchors service-{id}): everything a card only hints at. */
export function ServiceDetails() {
  return (
    <>
      {services.map((service, index) => (
        <ServiceDetail key={service.id} service={{ ...service, ...serviceDetails[service.id] }} tone={index % 2 === 0 ? 'plain' : 'surface'} />
      ))}
    </>
  );
}

function ServiceDetail({ service, tone }: { service: Service; tone: 'surface' | 'plain' }) {
  const { t, i18n } = useLingui();
  const offer = serviceOffers[service.id];
  const title = i18n._(service.title);
  const id = `service-${service.id}`;
  return (
    <Section id={id} tone={tone} eyebrow={t({ message: 'Service in detail', comment: 'Eyebrow above each service detail section' })} title={title}>
      <div className={styles.detail}>
        <div className={styles.detailMain}>
          <span className={offerCard.iconBubble}>
            <Icon name={service.icon} />
          </span>
          <p className={styles.lead}>{i18n._(service.fullDesc)}</p>
          <h3 className={styles.subTitle}>{t`What you get`}</h3>
          <ul className={`${styles.checkList} ${styles.twoColumns}`}>
            {service.features.map((feature) => (
              <li key={feature.id}>
                <Icon name="check" className={styles.checkIcon} />
                {i18n._(feature)}
              </li>
            ))}
          </ul>
          <h3 className={styles.subTitle}>{t`How we work`}</h3>
          <ol className={styles.stepList}>
            {service.process.map((step, index) => (
              <li key={step.title.id} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h4 className={styles.stepTitle}>{i18n._(step.title)}</h4>
                  <p className={styles.muted}>{i18n._(step.description)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.detailAside}>
          <h3 id={`${id}-benefits`} className={styles.subTitle}>
            {t`Your benefits`}
          </h3>
          <ul className={styles.benefitList}>
            {service.benefits.map((benefit) => (
              <li key={benefit.id}>{i18n._(benefit)}</li>
            ))}
          </ul>
          <p className={offerCard.price}>
            {servicePriceText(i18n, offer)}
            <span className={offerCard.duration}>{serviceDurationText(i18n, offer.duration)}</span>
          </p>
          {service.id === 'web-applications' ? (
            <PageLink page="webApp" className={buttons.primary}>
              {t`All about custom web applications`}
            </PageLink>
          ) : (
            <a href="#contact-section" className={buttons.primary}>
              {t({ message: `Request ${title}`, comment: 'Button in a service detail section, leading to the contact block' })}
            </a>
          )}
        </div>
      </div>
    </Section>
  );
}
