import type { ReactNode } from 'react';
import disclosure from '../Disclosure/disclosure.module.css';
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
 *
 * `collapsible`: on a phone each card is a native disclosure (issue 36), its title the summary and
 * its eyebrow, text and footer behind it; from a tablet's width on, the cards show everything
 * (disclosure.module.css, openWide). With `idPrefix`, each card is the anchor `${idPrefix}-${item.id}`,
 * and a link to it opens it (src/lib/disclosureAtHash.ts, data-opens-at-hash).
 */
export function CardGrid({
  items,
  variant = 'plain',
  minWidth = 'narrow',
  collapsible = false,
  idPrefix,
}: {
  items: readonly CardGridItem[];
  /** plain: border only; badge: a coloured top edge; accent: a coloured side edge. */
  variant?: CardVariant;
  /** Smallest card width before the grid drops a column. */
  minWidth?: 'narrow' | 'wide';
  /** A phone shows the titles, each opening its card's text. */
  collapsible?: boolean;
  /** Gives each card an id (an anchor), `${idPrefix}-${item.id}`. */
  idPrefix?: string;
}) {
  return (
    <ul className={styles.grid} data-min-width={minWidth} data-collapsible={collapsible || undefined}>
      {items.map((item) => {
        const eyebrow = item.eyebrow ? <p className={styles.eyebrow}>{item.eyebrow}</p> : null;
        const title = <h3 className={styles.title}>{item.title}</h3>;
        const body = (
          <>
            {item.text ? <p className={styles.text}>{item.text}</p> : null}
            {item.footer}
          </>
        );
        return (
          <Reveal as="li" key={item.id} id={idPrefix ? `${idPrefix}-${item.id}` : undefined} className={styles.card} data-variant={variant}>
            {collapsible ? (
              <details className={`${disclosure.disclosure} ${disclosure.openWide} ${styles.details}`} data-opens-at-hash>
                <summary className={disclosure.titleSummary}>{title}</summary>
                {eyebrow}
                {body}
              </details>
            ) : (
              <>
                {eyebrow}
                {title}
                {body}
              </>
            )}
          </Reveal>
        );
      })}
    </ul>
  );
}
