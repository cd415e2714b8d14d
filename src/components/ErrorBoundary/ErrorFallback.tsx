import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { business } from '../../business/profile';
import { absoluteUrl } from '../../seo/siteUrl';
import type { Locale } from '../../i18n/locales';
import { homePath } from '../../routing/routes';
import buttons from '../Button/button.module.css';
import styles from './ErrorFallback.module.css';
import { PageOutOfDate } from './pageOutOfDate';

/** What a visitor sees when a page crashes: what happened and three ways out. */
export function ErrorFallback({ error, locale }: { error: Error; locale: Locale }) {
  const { t } = useLingui();
  const subject = t({ message: 'Error report', comment: 'Subject line of the error report e-mail' });
  const body = t({
    message: 'I ran into an error on your website.',
    comment: 'First line of the error report e-mail body; the technical details follow',
  });
  // The router's location, not window.location: safe to render anywhere.
  const [path] = useLocation();
  const details = `${absoluteUrl(path)}\n${error.message}`;
  const mailto = `mailto:${business.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${body}\n\n${details}`)}`;

  return (
    <main className={styles.fallback}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>
          <Trans>An error occurred</Trans>
        </h1>
        <p className={styles.subtitle}>
          {error instanceof PageOutOfDate ? (
            <Trans>This page has been updated and cannot load the rest of its code. Reload it to go on; what you typed is kept.</Trans>
          ) : (
            <Trans>Sorry, there was a technical problem.</Trans>
          )}
        </p>
        <p>
          <Trans>Please try again or return to the homepage.</Trans>
        </p>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
            <Trans>Reload page</Trans>
          </button>
          {/* A full page load, not client-side navigation: it leaves the error state for good. */}
          <a href={homePath(locale)} className={buttons.secondary}>
            <Trans>Go to homepage</Trans>
          </a>
        </div>
        <p className={styles.report}>
          <a href={mailto}>
            <Trans>Report this error by e-mail</Trans>
          </a>
        </p>
      </div>
    </main>
  );
}
