import type { ReactNode } from 'react';
import { Reveal } from '../Reveal/Reveal';
import styles from './Hero.module.css';

/**
 * How the hero arranges its parts (docs/decisions.md, "Heroes by page"): chosen from what a page
 * passes, so each page's first screen has its own shape while the phone's stays one short column.
 */
type HeroLayout = 'text' | 'with-image' | 'with-aside' | 'stacked' | 'portrait';

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
  /**
   * A panel beside the text (a `<HeroPanel>`: the contact page's reply promise; the services page's
   * summary with the notices' slot under it): shown from 1024 px of hero width only; a phone's hero
   * stays its short first screen.
   */
  aside?: ReactNode;
  /** With an `aside`: 'stacked' sets the title across the whole width, the text and the aside below it (the web app page). */
  composition?: 'beside' | 'stacked';
  /**
   * The person's portrait (the about page): a `<HeroImage image="portrait" alt="…" portrait />`, beside
   * the text from 1024 px, a small round picture beside the badge below.
   */
  portrait?: ReactNode;
  /** 'document': the legal pages' and the sitemap's plainer, shorter hero. */
  tone?: 'feature' | 'document';
  /** Decoration painted behind the content (the home page's particles). */
  backdrop?: ReactNode;
  /**
   * A copy of a page's hero shown inside another page (the services page's responsive preview):
   * the title is no heading and has no id, so the page keeps its one h1 and its `page-title`.
   */
  copy?: boolean;
}

function layoutOf({ image, aside, portrait, composition }: Pick<HeroProps, 'image' | 'aside' | 'portrait' | 'composition'>): HeroLayout {
  if (image) return 'with-image';
  if (portrait) return 'portrait';
  if (aside) return composition === 'stacked' ? 'stacked' : 'with-aside';
  return 'text';
}

/** The opening of every page: badge, the page's only h1, and its promise; after a client-side navigation it appears after 100 ms. */
export function Hero({ badge, title, description, actions, badgeLang, stats, image, aside, composition, portrait, tone = 'feature', backdrop, copy }: HeroProps) {
  const Title = copy ? 'p' : 'h1';
  return (
    <section className={styles.hero} aria-labelledby={copy ? undefined : 'page-title'} data-copy={copy || undefined} data-tone={tone}>
      {backdrop}
      <Reveal hero className={styles.inner} data-layout={layoutOf({ image, aside, portrait, composition })}>
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
        {portrait ? <div className={styles.portrait}>{portrait}</div> : null}
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </Reveal>
    </section>
  );
}
