import type { ReactNode } from 'react';
import { Reveal } from '../Reveal/Reveal';
import styles from './StatList.module.css';

export interface StatListItem {
  id: string;
  label: string;
  /** The figure: formatted text, or a counter that counts up to it. */
  value: ReactNode;
}

/** Figures with their labels (home "success in numbers", services "why choose us"): the number above its label, as people read it. */
export function StatList({ items }: { items: readonly StatListItem[] }) {
  return (
    <dl className={styles.stats}>
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
