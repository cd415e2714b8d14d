import { Trans } from '@lingui/react/macro';
import { business } from '../../business/profile';
import buttons from '../../components/Button/button.module.css';
import { useLocale } from '../../i18n/useLocale';
import { homePath } from '../../routing/routes';
import styles from './OfflinePage.module.css';

/**
 * The offline page: prerendered once per language as a static document without
 * scripts (dist/offline.html, en/offline.html, fr/offline.html), and shown by the
 * service worker when a page was never saved on this device and the network is
 * gone. Plain links only, so it works with nothing but the cached stylesheet.
 */
export function OfflinePage() {
  const home = homePath(useLocale());
  return (
    <>
      <header className={styles.header}>
        <a href={home} className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            JP
          </span>
          <span className={styles.logoName}>{business.personName}</span>
          <span className="visually-hidden">
            <Trans>, to the home page</Trans>
          </span>
        </a>
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="offline-title">
          <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            <path
              d="M6 18a26 26 0 0 1 36 0M12 25a17 17 0 0 1 24 0M18 32a8 8 0 0 1 12 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="3.5"
              strokeLinecap="round"
            />
            <circle cx="24" cy="38" r="3" fill="currentColor" />
            <path d="M8 8l32 32" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          </svg>
          <h1 id="offline-title" className={styles.title}>
            <Trans>You are offline</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>This page has not been saved on this device yet, so it cannot open without an internet connection.</Trans>
          </p>
          <p>
            <Trans>Pages you have visited before still open. Everything else is back as soon as you are online again.</Trans>
          </p>
          <div className={styles.actions}>
            <a href={home} className={buttons.primary}>
              <Trans comment="Button on the offline page">Go to the home page</Trans>
            </a>
            {/* A form without action loads this very address again, with no script needed. */}
            <form method="get">
              <button type="submit" className={buttons.secondary}>
                <Trans comment="Button on the offline page: load the page again">Try again</Trans>
              </button>
            </form>
          </div>
        </section>
      </main>
    </>
  );
}
