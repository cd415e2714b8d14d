import type { CSSProperties, ReactNode } from 'react';
import { Reveal } from '../Reveal/Reveal';
import styles from './StatList.module.css';

export interface StatListItem {
  id: string;
  label: string;
  /** The figure: formatted text, or a counter that counts up to it. */
  value: ReactNode;
}

/**
 * How many columns `count` figures take when at most `max` fit side by side:
 * every row full or nearly (six are two rows of three, never five and one left alone).
 */
export function statColumns(count: number, max: number): number {
  return Math.ceil(count / Math.ceil(count / max));
}

/** Figures with their labels (home "success in numbers", services "why choose us"): the number above its label, as people read it. */
export function StatList({ items }: { items: readonly StatListItem[] }) {
  return (
    <dl className={styles.stats} style={{ '--stat-columns-medium': statColumns(items.length, 3), '--stat-columns-wide': statColumns(items.length, 4) } as CSSProperties}>
      {items.map((item) => (
        <Reveal key={item.id} direction="scale" className={styles.stat}>
          <dt className={styles.statLabel}>{item.label}</dt>
          <dd className={styles.statValue} data-stat={item.id}>
            {item.value}
          </dd>
        </Reveal>
      ))}
    </dl>
  );
}
