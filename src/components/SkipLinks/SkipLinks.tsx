import { Trans } from '@lingui/react/macro';
import styles from './SkipLinks.module.css';

/** Ids of the landmarks the skip links jump to. */
export const landmarkIds = {
  main: 'main-content',
  navigation: 'main-navigation',
  footer: 'site-footer',
} as const;

/** The first thing a keyboard user reaches: jumps past the header to each landmark. */
export function SkipLinks() {
  return (
    <ul className={styles.skipLinks}>
      <li>
        <a href={`#${landmarkIds.main}`}>
          <Trans>Skip to main content</Trans>
        </a>
      </li>
      <li>
        <a href={`#${landmarkIds.navigation}`}>
          <Trans>Skip to navigation</Trans>
        </a>
      </li>
      <li>
        <a href={`#${landmarkIds.footer}`}>
          <Trans>Skip to footer</Trans>
        </a>
      </li>
    </ul>
  );
}
