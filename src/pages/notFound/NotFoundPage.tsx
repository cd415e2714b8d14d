import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import buttons from '../../components/Button/button.module.css';
import { LazyImage } from '../../components/LazyImage/LazyImage';
import { PageLink } from '../../components/PageLink/PageLink';
import { PageLinkList } from '../../components/PageLink/PageLinkList';
import { mainNavPages } from '../../routing/routes';
import styles from './NotFoundPage.module.css';


export function NotFoundPage() {
  const [location] = useLocation();

  useEffect(() => {
    // Spec section 2: the 404 page logs the missing path (a warning, not an error: nothing broke).
    console.warn(`404 – page not found: ${location}`);
  }, [location]);

  return (
    <section className={styles.notFound} aria-labelledby="page-title">
      <div className={styles.inner}>
        {/* Spec section 9: the 404 illustration is 800x600. */}
        <LazyImage
          image="not-found"
          alt=""
          width={800}
          height={600}
          priority
          sizes="(min-width: 64rem) 36rem, calc(100vw - 3rem)"
        />
        <div className={styles.text}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1 id="page-title" className={styles.title}>
            <Trans>Page not found</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>This page seems to have got lost.</Trans>
          </p>
          <p>
            <Trans>
              The address may be mistyped, or the page has moved. Start again from the home page or tell me what you were
              looking for.
            </Trans>
          </p>
          <div className={styles.actions}>
            <PageLink page="home" className={buttons.primary}>
              <Trans>Back to the home page</Trans>
            </PageLink>
            <PageLink page="contact" className={buttons.secondary}>
              <Trans comment="Button on the 404 page">Contact me</Trans>
            </PageLink>
          </div>
          <nav aria-labelledby="not-found-links" className={styles.quickLinks}>
            <h2 id="not-found-links" className={styles.quickLinksTitle}>
              <Trans>Where would you like to go?</Trans>
            </h2>
            <PageLinkList pages={mainNavPages} />
          </nav>
        </div>
      </div>
    </section>
  );
}
