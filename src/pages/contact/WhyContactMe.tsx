import { Trans } from '@lingui/react/macro';
import { business } from '../../business/profile';
import styles from './ContactPage.module.css';

/** The four 'why contact me' cards of the contact page. */
export function WhyContactMe() {
  const hours = business.replyWithinHours;
  const cards = [
    {
      id: 'reply',
      icon: '⏱',
      title: <Trans>Answer within {hours} hours</Trans>,
      text: <Trans>Every enquiry gets a personal reply within one working day – no ticket system, no call centre.</Trans>,
    },
    {
      id: 'consultation',
      icon: '☕',
      title: <Trans>Free initial consultation</Trans>,
      text: <Trans>A 30-minute first conversation about your goals costs you nothing and commits you to nothing.</Trans>,
    },
    {
      id: 'direct',
      icon: '🤝',
      title: <Trans>One contact person</Trans>,
      text: <Trans>You speak directly with the person who plans, builds and optimises your project.</Trans>,
    },
    {
      id: 'languages',
      icon: '🌍',
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
            <span className={styles.whyIcon} aria-hidden="true">
              {card.icon}
            </span>
            <h3 className={styles.whyCardTitle}>{card.title}</h3>
            <p className={styles.whyText}>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
