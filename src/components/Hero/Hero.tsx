import type { ReactNode } from 'react';
import { Reveal } from '../Reveal/Reveal';
import styles from './Hero.module.css';

export interface HeroProps {
  badge: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Call-to-action buttons. */
  actions?: ReactNode;
  /** Language of the badge when it differs from the page (the accessibility badge is always German). */
  badgeLang?: string;
  /** Counters under the buttons: a `<HeroStats stats={[…]} />`. */
  stats?: ReactNode;
  /** Artwork beside the text: a `<HeroImage image="…" />`. */
  image?: ReactNode;
  /** Decoration painted behind the content (the home page's particles). */
  backdrop?: ReactNode;
  /**
   * A copy of a page's hero shown inside another page (the services page's responsive preview):
   * the title is no heading and has no id, so the page keeps its one h1 and its `page-title`.
   */
  copy?: boolean;
}

/** The opening of every page: badge, the page's only h1, and its promise; after a client-side navigation it appears after 100 ms. */
export function Hero({ badge, title, description, actions, badgeLang, stats, image, backdrop, copy }: HeroProps) {
  const Title = copy ? 'p' : 'h1';
  return (
    <section className={styles.hero} aria-labelledby={copy ? undefined : 'page-title'} data-copy={copy || undefined}>
      {backdrop}
      <Reveal hero className={styles.inner} data-layout={image ? 'with-image' : 'text'}>
        <div className={styles.text}>
          <p className={styles.badge} lang={badgeLang}>
            {badge}
          </p>
          <Title id={copy ? undefined : 'page-title'} className={styles.title}>
            {title}
          </Title>
          <p className={styles.description}>{description}</p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {stats}
        </div>
        {image}
      </Reveal>
    </section>
  );
}
