import { useLingui } from '@lingui/react/macro';
import type { TimelineEntry } from './content';
import styles from './Timeline.module.css';

/** The years of the career as an ordered list: year, title, what happened. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { i18n } = useLingui();
  return (
    <ol className={styles.timeline}>
      {entries.map((entry) => (
        <li key={entry.year} className={styles.entry}>
          <p className={styles.year}>
            <time dateTime={String(entry.year)}>{entry.year}</time>
          </p>
          <div className={styles.body}>
            <h3 className={styles.title}>{i18n._(entry.title)}</h3>
            <p className={styles.description}>{i18n._(entry.description)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
