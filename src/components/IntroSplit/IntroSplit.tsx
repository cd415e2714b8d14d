import type { ReactNode } from 'react';
import styles from './IntroSplit.module.css';

/** A page's introduction: a few paragraphs of prose, and beside them (from lg) a picture. */
export function IntroSplit({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={styles.split}>
      <div className={styles.prose}>{children}</div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </div>
  );
}
