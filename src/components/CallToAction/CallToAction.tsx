import type { ReactNode } from 'react';
import { DirectContactItems, OfficeHours } from '../DirectContact/DirectContactItems';
import { Reveal } from '../Reveal/Reveal';
import styles from './CallToAction.module.css';

export interface CallToActionProps {
  /** Anchor of the block; its heading gets `${id}-title`. */
  id?: string;
  title: ReactNode;
  text: ReactNode;
  /** Buttons, e.g. `<PageLink page="contact" className={buttons.primary}>`. */
  actions: ReactNode;
  /** Also offer phone, e-mail and office hours from the business profile. */
  showDirectContact?: boolean;
}

/** The closing contact block of a page: heading, a sentence, buttons and optionally the direct ways to call or write. */
export function CallToAction({ id = 'contact-section', title, text, actions, showDirectContact = false }: CallToActionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.cta}>
      <Reveal direction="scale" className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{actions}</div>
        {showDirectContact ? (
          <ul className={styles.direct}>
            <DirectContactItems linkClassName={styles.directLink} />
            <li className={styles.hours}>
              <OfficeHours />
            </li>
          </ul>
        ) : null}
      </Reveal>
    </section>
  );
}
