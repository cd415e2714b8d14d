import styles from './Chevron.module.css';

/** The chevron of a disclosure button (FAQ answers, transcripts, timeline steps, the menu's languages). Decorative. */
export function Chevron({ open, className }: { open: boolean; className?: string }) {
  return <span className={className ? `${styles.chevron} ${className}` : styles.chevron} aria-hidden="true" data-state={open ? 'open' : 'closed'} />;
}
