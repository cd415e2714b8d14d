import type { ReactNode } from 'react';
import { type ImageId, imageTable } from '../../assets/images/imageTable';
import { CountUp } from '../CountUp/CountUp';
import { LazyImage } from '../LazyImage/LazyImage';
import styles from './Hero.module.css';

/** One animated figure of a hero (e.g. 150+ websites). */
export interface HeroStat {
  value: number;
  prefix?: string;
  suffix?: string;
  /** Translated label shown under the number. */
  label: ReactNode;
  durationMs?: number;
  useGrouping?: boolean;
}

export interface HeroProps {
  badge: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Call-to-action buttons. */
  actions?: ReactNode;
  /** Language of the badge when it differs from the page (the accessibility badge is always German). */
  badgeLang?: string;
  /** Counters under the buttons. */
  stats?: HeroStat[];
  /** Artwork beside the text (below it on small screens); decorative, loaded with priority. */
  image?: ImageId;
}

/** The opening of every page: badge, the page's only h1, and its promise. */
export function Hero({ badge, title, description, actions, badgeLang, stats, image }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.inner} data-layout={image ? 'with-image' : 'text'}>
        <div className={styles.text}>
          <p className={styles.badge} lang={badgeLang}>
            {badge}
          </p>
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.description}>{description}</p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {stats?.length ? (
            <ul className={styles.stats}>
              {stats.map((stat, index) => (
                <li key={index} className={styles.stat}>
                  <CountUp
                    className={styles.statValue}
                    value={stat.value}
                    prefix={stat.prefix}
                    suffix={stat.suffix}
                    durationMs={stat.durationMs}
                    useGrouping={stat.useGrouping}
                  />
                  <span className={styles.statLabel}>{stat.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {image ? (
          <LazyImage
            className={styles.image}
            image={image}
            alt=""
            width={imageTable[image].width}
            height={imageTable[image].height}
            priority
            sizes="(min-width: 64rem) 28rem, calc(100vw - 3rem)"
          />
        ) : null}
      </div>
    </section>
  );
}
