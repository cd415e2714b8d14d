import { Trans } from '@lingui/react/macro';
import { claims } from '../../../business/claims';
import styles from '../ContactPage.module.css';

/**
 * Line icons (24 × 24, stroked in the text colour) instead of emoji: emoji depend on the
 * visitor's fonts and showed as empty boxes where none has them.
 */
/* eslint-disable lingui/no-unlocalized-strings -- SVG path data, not prose */
const iconPaths = {
  reply: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  consultation: 'M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3M12 3v3',
  direct: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  languages: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The four 'why contact me' cards of the contact page. */
export function WhyContactMe() {
  const hours = claims.responseHours;
  const cards = [
    {
      id: 'reply' as const,
      title: <Trans>Answer within {hours} hours</Trans>,
      text: <Trans>Every enquiry gets a personal reply from me – no ticket system, no call centre.</Trans>,
    },
    {
      id: 'consultation' as const,
      title: <Trans>Free initial consultation</Trans>,
      text: <Trans>A 30-minute first conversation about your goals costs you nothing and commits you to nothing.</Trans>,
    },
    {
      id: 'direct' as const,
      title: <Trans>One contact person</Trans>,
      text: <Trans>You speak directly with the person who plans, builds and optimises your project.</Trans>,
    },
    {
      id: 'languages' as const,
      title: <Trans>German, English, French</Trans>,
      text: <Trans>Consultation and project work in three languages, for businesses in Germany and abroad.</Trans>,
    },
  ];
  return (
    <section className={styles.why} aria-labelledby="contact-why-title">
      <h2 id="contact-why-title" className={styles.whyTitle}>
        <Trans>Why get in touch?</Trans>
      </h2>
      <ul className={styles.whyCards}>
        {cards.map((card) => (
          <li key={card.id} className={styles.whyCard}>
            <svg className={styles.whyIcon} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path d={iconPaths[card.id]} />
            </svg>
            <h3 className={styles.whyCardTitle}>{card.title}</h3>
            <p className={styles.whyText}>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
