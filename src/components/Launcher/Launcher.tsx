import type { ReactNode } from 'react';
import sectionStyles from '../Section/Section.module.css';
import styles from './Launcher.module.css';

export interface LauncherProps {
  /** Anchor of the tool: links and the section navigation land on it and open it. Its heading gets `${id}-title`. */
  id: string;
  /** The tool's heading (an h3 in its section): what it answers. */
  title: ReactNode;
  /** One or two sentences on what it takes and gives. */
  hint: ReactNode;
  children: ReactNode;
}

/**
 * A tool of a section that waits behind one tap (issue 36): a native
 * `<details>` whose summary holds the tool's heading and what it does, with a
 * plus that opens it. Summary first: a phone reader passes it in a few lines.
 * The tool is in the HTML (search engines, find-in-page), works without
 * scripts, and opens when a link or the section navigation points at it
 * (data-opens-at-hash, lib/disclosureAtHash). An island inside hydrates when
 * opened, since only then is it in view.
 */
export function Launcher({ id, title, hint, children }: LauncherProps) {
  return (
    <div id={id} className={`${sectionStyles.part} ${styles.part}`} data-section-part={id}>
      <details className={styles.launcher} data-part={`${id}-launcher`} data-opens-at-hash>
        {/* A summary holds phrasing and heading content only: the heading and the hint are its own children. */}
        <summary className={styles.summary}>
          <h3 id={`${id}-title`} className={styles.title}>
            {title}
          </h3>
          <span className={styles.hint}>{hint}</span>
        </summary>
        <div className={styles.content}>{children}</div>
      </details>
    </div>
  );
}
