import type { ReactNode } from 'react';
import { Reveal } from '../Reveal/Reveal';
import styles from './CardGrid.module.css';

export interface CardGridItem {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  /** A short line above the title (an industry, a category). */
  eyebrow?: ReactNode;
  /** Extra content below the text (a price, a list of names). */
  footer?: ReactNode;
}

export type CardVariant = 'plain' | 'badge' | 'accent';

/**
 * Cards with a heading and a paragraph in a responsive grid, as a list:
 * benefits, expertise, certificates, clients. The items arrive translated.
 * Cards appear one after the other as they scroll into view (put the grid in a `staggered` Section).
 */
export function CardGrid({
  items,
  variant = 'plain',
  minWidth = 'narrow',
}: {
  items: readonly CardGridItem[];
  /** plain: border only; badge: a coloured top edge; accent: a coloured side edge. */
  variant?: CardVariant;
  /** Smallest card width before the grid drops a column. */
  minWidth?: 'narrow' | 'wide';
}) {
  return (
    <ul className={styles.grid} data-min-width={minWidth}>
      {items.map((item) => (
        <Reveal as="li" key={item.id} className={styles.card} data-variant={variant}>
          {item.eyebrow ? <p className={styles.eyebrow}>{item.eyebrow}</p> : null}
          <h3 className={styles.title}>{item.title}</h3>
          {item.text ? <p className={styles.text}>{item.text}</p> : null}
          {item.footer}
        </Reveal>
      ))}
    </ul>
  );
}
