import type { ReactNode } from 'react';
import styles from './HeroPanel.module.css';

/**
 * The frame of a hero's `aside` (shown from 1024 px of hero width): a translucent card on the dark
 * hero with a small label over its content. The label is no heading: the hero's outline is its h1.
 */
export function HeroPanel({ label, children, window = false }: { label: ReactNode; children: ReactNode; /** Drawn as an application window (the web app page). */ window?: boolean }) {
  return (
    <div className={styles.panel} data-window={window || undefined}>
      {window ? <span className={styles.windowBar} aria-hidden="true" /> : null}
      <p className={styles.label}>{label}</p>
      {children}
    </div>
  );
}
