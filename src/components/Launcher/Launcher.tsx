import type { ReactNode } from 'react';
import styles from './Launcher.module.css';

export interface LauncherProps {
  /** What opens: the tool's name as an action ("Start the four questions"). */
  label: ReactNode;
  /** One line on what it takes or gives ("One minute, no e-mail address"). */
  hint?: ReactNode;
  /** data-part of the disclosure, for tests and styles. */
  part: string;
  children: ReactNode;
}

/**
 * A tool that waits behind one tap (issue 36): a native `<details>` whose
 * summary is a full-width button naming the tool. Summary first, so a phone
 * reader passes it in one line; the tool is in the HTML (search engines,
 * find-in-page), works without scripts, and opens when a link or the section
 * navigation points at its section (data-opens-at-hash, lib/disclosureAtHash).
 * An island inside hydrates when opened, since only then is it in view.
 */
export function Launcher({ label, hint, part, children }: LauncherProps) {
  return (
    <details className={styles.launcher} data-part={part} data-opens-at-hash>
      <summary className={styles.summary}>
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          {hint ? <span className={styles.hint}>{hint}</span> : null}
        </span>
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
