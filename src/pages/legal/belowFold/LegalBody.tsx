import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { business } from '../../../business/profile';
import { ExternalLink } from '../../../components/ExternalLink/ExternalLink';
import { translate } from '../../../i18n/translate';
import type { LegalPageId } from '../../../routing/routes';
import { legalHeroes } from '../heroes';
import type { LegalBodyContent } from '../legalContent';
import { accessibilityBody } from './accessibility';
import { imprintBody } from './imprint';
import styles from './LegalBody.module.css';
import { privacyBody } from './privacy';
import { termsBody } from './terms';

/** Each legal page's text below its hero, in the island's catalog (src/locales/{locale}/belowFold/legal.po). */
const bodies: Record<LegalPageId, LegalBodyContent> = { privacy: privacyBody, imprint: imprintBody, terms: termsBody, accessibility: accessibilityBody };

/** A legal page below its hero: the dated sections and the contact block (LegalPage). */
export function LegalBody({ page }: { page: LegalPageId }) {
  const { i18n } = useLingui();
  const content = bodies[page];
  const values = legalHeroes[page].values(i18n);
  const email = content.contact.email ?? business.email;
  const text = (descriptor: MessageDescriptor) => translate(i18n, descriptor, values);

  return (
    <div className={styles.body}>
      {content.updated ? <p className={styles.updated}>{text(content.updated)}</p> : null}
      {content.sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {text(section.title)}
          </h2>
          {section.lines.map((line, index) => {
            const lineText = text(line);
            return (
              <p key={index} className={styles.line}>
                {lineText.startsWith('http') ? <ExternalLink href={lineText}>{lineText}</ExternalLink> : lineText}
              </p>
            );
          })}
        </section>
      ))}
      <section className={styles.contact} aria-labelledby="legal-contact-title">
        <h2 id="legal-contact-title" className={styles.sectionTitle}>
          {text(content.contact.title)}
        </h2>
        <p>{text(content.contact.description)}</p>
        <ul className={styles.contactLinks}>
          <li>
            <a href={`mailto:${email}`}>
              <span className={styles.contactLabel}>
                <Trans>E-mail:</Trans>
              </span>{' '}
              {email}
            </a>
          </li>
          <li>
            <a href={`tel:${business.phone}`}>
              <span className={styles.contactLabel}>
                <Trans>Phone:</Trans>
              </span>{' '}
              {business.phoneDisplay}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
