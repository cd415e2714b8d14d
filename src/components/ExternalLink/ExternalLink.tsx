import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './ExternalLink.module.css';

/** A link to another site: opens in a new tab, says so to screen readers, and leaks no opener or referrer. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ?? styles.link}>
      {children}
      <span className={styles.icon} aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden">
        {' '}
        <Trans comment="Appended to external links for screen readers">(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
