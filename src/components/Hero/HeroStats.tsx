import type { ReactNode } from 'react';
import { CountUp } from '../CountUp/CountUp';
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

/**
 * The counters under a hero's buttons: `<Hero stats={<HeroStats stats={[…]} />} />`.
 * A component of its own (not built into Hero) so that pages without counters
 * do not download the counter code.
 */
export function HeroStats({ stats }: { stats: HeroStat[] }) {
  return (
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
  );
}
