import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { claims } from '../../business/claims';
import { business, formatAddressLine } from '../../business/profile';
import { OfficeHours } from '../../components/DirectContact/DirectContactItems';
import { Hero } from '../../components/Hero/Hero';
import { LazyImageIsland } from '../../components/LazyImage/LazyImageIsland';
import { formatTime } from '../../i18n/format';
import { ContactFormIsland } from './ContactFormIsland';
import { ContactBelowFoldIsland } from './ContactBelowFoldIsland';
import { ContactHeroPanelIsland } from './ContactHeroPanelIsland';
import styles from './ContactPage.module.css';

export function ContactPage() {
  const { t, i18n } = useLingui();
  const opens = formatTime(i18n, business.hours.opens);
  const closes = formatTime(i18n, business.hours.closes);
  // One reply promise on every page (spec: 24 hours), read from the claims.
  const hours = claims.responseHours;
  const addressLabels = { office: t`Office`, studio: t`Studio` };
  return (
    <>
      <Hero
        badge={<Trans comment="Badge of the contact page (noun)">Contact</Trans>}
        title={<Trans>Let's talk about your project</Trans>}
        description={
          <Trans>
            Whether a new website, better rankings or more enquiries through Google Ads: write to me. You will get an
            answer within {hours} hours – Monday to Friday from {opens} to {closes}.
          </Trans>
        }
        aside={<ContactHeroPanelIsland hydrate="interaction" />}
      />
      <div className={styles.layout}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.cardTitle}>
            <Trans>Send me a message</Trans>
          </h2>
          <p className={styles.lead}>
            <Trans>Tell me briefly what you have in mind. I will reply personally within {hours} hours.</Trans>
          </p>
          <ContactFormIsland hydrate="firstMove" />
        </section>
        <aside className={styles.aside} aria-label={t`Contact details and location`}>
          <section className={styles.card} aria-labelledby="contact-direct-title">
            <h2 id="contact-direct-title" className={styles.cardTitle}>
              <Trans>Direct contact</Trans>
            </h2>
            <dl className={styles.details}>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>
                <a href={`tel:${business.phone}`}>{business.phoneDisplay}</a>
              </dd>
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </dd>
              {business.addresses.map((address) => (
                <Fragment key={address.id}>
                  <dt>{addressLabels[address.id]}</dt>
                  <dd>
                    <address>{formatAddressLine(address)}</address>
                  </dd>
                </Fragment>
              ))}
              <dt>
                <Trans>Office hours</Trans>
              </dt>
              <dd>
                <OfficeHours />
              </dd>
              <dt>
                <Trans>Response time</Trans>
              </dt>
              <dd>
                <Trans>Reply within {hours} hours</Trans>
              </dd>
            </dl>
          </section>
          <section className={styles.card} aria-labelledby="contact-location-title">
            <h2 id="contact-location-title" className={styles.cardTitle}>
              <Trans>Two locations in Hamburg</Trans>
            </h2>
            <LazyImageIsland
              hydrate="visible"
              className={styles.map}
              image="contact-location"
              width={640}
              height={400}
              sizes="(min-width: 64rem) 22rem, calc(100vw - 3rem)"
              alt={t`Map of Hamburg with the office at Neuer Wall in the city centre and the studio at Schulterblatt in the Schanzenviertel`}
            />
            <p className={styles.mapCaption}>
              <Trans>
                Meetings in person at the office in the city centre or at the studio in the Schanzenviertel – or online, as you
                prefer.
              </Trans>
            </p>
          </section>
        </aside>
      </div>
      {/* Under the form: hydrated at the first scroll; on a laptop its top may be in the first screen,
          and "visible" would load its code and text with the page. */}
      <ContactBelowFoldIsland hydrate="scroll" />
    </>
  );
}
