import { I18nProvider } from '@lingui/react';
import { use, useDeferredValue } from 'react';
import { Redirect, useLocation } from 'wouter';
import { loadLocalizedPage } from '../../pages/registry';
import { type Resolution, resolvePath } from '../../routing/resolve';
import { DocumentHead } from '../DocumentHead/DocumentHead';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { ScrollRestoration } from '../ScrollRestoration/ScrollRestoration';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { SkipLinks, landmarkIds } from '../SkipLinks/SkipLinks';
import { Toaster } from '../Toaster/Toaster';
import { ToasterContext } from '../Toaster/ToasterContext';
import { getInspect } from '../../devtools/inspector';
import { accessibilityPanel } from './shellParts';
import { useNavigationFocus } from './useNavigationFocus';

/**
 * The whole site: resolves the URL through the route table, then renders the
 * shell around the page in the path's language. While the next page's code or
 * catalog loads, the deferred location keeps the current page on screen.
 */
export function App() {
  const [location] = useLocation();
  const shownLocation = useDeferredValue(location);
  const resolution = resolvePath(shownLocation);
  if (resolution.kind === 'redirect') return <Redirect to={resolution.to} replace />;
  return (
    // Outside the page so that a page or catalog that fails to load is caught too.
    <ErrorBoundary locale={resolution.locale}>
      <LocalizedSite resolution={resolution} />
    </ErrorBoundary>
  );
}

function LocalizedSite({ resolution }: { resolution: Exclude<Resolution, { kind: 'redirect' }> }) {
  const pageKey = resolution.kind === 'page' ? resolution.page : 'notFound';
  const { i18n, module: page } = use(loadLocalizedPage(resolution.locale, pageKey));
  const mainRef = useNavigationFocus(resolution.path);
  const Page = page.default;

  return (
    <I18nProvider i18n={i18n}>
      <ToasterContext.Provider options={{ inspect: getInspect() }}>
        <DocumentHead path={resolution.path} i18n={i18n} page={page} />
        <ScrollRestoration path={resolution.path} />
        <SkipLinks />
        <SiteHeader />
        <main id={landmarkIds.main} tabIndex={-1} ref={mainRef}>
          <Page />
        </main>
        <SiteFooter />
        <Toaster />
        <accessibilityPanel.Component />
      </ToasterContext.Provider>
    </I18nProvider>
  );
}
