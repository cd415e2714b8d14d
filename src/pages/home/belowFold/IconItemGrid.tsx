import { useLingui } from '@lingui/react';
import { Reveal } from '../../../components/Reveal/Reveal';
import type { IconItem } from './content';
import { Icon } from '../../../components/Icon/Icon';
import disclosure from '../../../components/Disclosure/disclosure.module.css';
import offerCard from '../../../components/OfferCard/offerCard.module.css';
import styles from './sections.module.css';

/**
 * Four short points with an icon each (why me, benefits), appearing one after the other (its Section is `staggered`).
 * On a phone each is a disclosure: its icon and title are the summary, its text opens below (issue 36);
 * from a tablet's width on, the text shows under the title.
 */
export function IconItemGrid({ items }: { items: readonly IconItem[] }) {
  const { i18n } = useLingui();
  return (
    <ul className={styles.iconGrid}>
      {items.map((item) => (
        <Reveal as="li" key={item.id} className={styles.iconItem}>
          <details className={`${disclosure.disclosure} ${disclosure.openWide}`}>
            <summary className={disclosure.titleSummary}>
              <span className={offerCard.iconBubble}>
                <Icon name={item.icon} />
              </span>
              <h3 className={styles.itemTitle}>{i18n._(item.title)}</h3>
            </summary>
            <p className={styles.itemText}>{i18n._(item.text)}</p>
          </details>
        </Reveal>
      ))}
    </ul>
  );
}
