import { use, useDeferredValue, useMemo } from 'react';
import { Redirect, useLocation } from 'wouter';
import { AccessibilityPanelIsland } from '../components/AccessibilityPanel/AccessibilityPanelIsland';
import { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary';
import { PageRecovery } from '../components/PageRecovery/PageRecovery';
import { PagePreloadContext } from '../components/PageLink/pagePreload';
import { ScrollRestoration } from '../components/ScrollRestoration/ScrollRestoration';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import { SkipLinks, landmarkIds } from '../components/SkipLinks/SkipLinks';
import { ToasterIsland } from '../components/Toaster/ToasterIsland';
import { TOASTS_SOON_EVENT, TOAST_EVENT } from '../lib/toastEvent';
import { type RenderPhase, RenderPhaseContext, useShownPagePhase } from '../islands/renderPhase';
import { type Resolution, resolvePath } from '../routing/resolve';
import { DocumentHead } from './DocumentHead';
import { loadLocalizedPage, preloadPage } from './pageRegistry';
import { useNavigationFocus } from './useNavigationFocus';
import { PageI18nProvider } from '../i18n/PageI18nProvider';

/**
 * The whole site: resolves the URL through the route table, then renders the
 * shell around the page in the path's language. While the next page's code or
 * catalog loads, the deferred location keeps the current page on screen.
 */
export function App() {
  const [location] = useLocation();
  const shownLocation = useDeferredValue(location);
  const resolution = resolvePath(shownLocation);
  // Islands of a page shown after the first one mount without prerendered markup (src/islands/island.tsx).
  const pagePhase = useShownPagePhase(shownLocation);
  if (resolution.kind === 'redirect') return <Redirect to={resolution.to} replace />;
  return (
    // Outside the page so that a page or catalog that fails to load is caught too.
    <ErrorBoundary locale={resolution.locale}>
      <PagePreloadContext.Provider value={preloadPage}>
        <LocalizedSite resolution={resolution} pagePhase={pagePhase} />
      </PagePreloadContext.Provider>
    </ErrorBoundary>
  );
}

function LocalizedSite({ resolution, pagePhase }: { resolution: Exclude<Resolution, { kind: 'redirect' }>; pagePhase: RenderPhase }) {
  const pageKey = resolution.kind === 'page' ? resolution.page : 'notFound';
  const { shellI18n, i18n, module: page } = use(loadLocalizedPage(resolution.locale, pageKey));
  const mainRef = useNavigationFocus(resolution.path);
  const Page = page.default;
  // The same element while the page stays: a re-render of the shell never reaches the page's islands.
  const content = useMemo(() => <Page />, [Page]);

  // The shell reads the shell's i18n, which changes only with the language: moving to another page
  // leaves the header's and the panel's islands alone. The page and the toasts (page text) read the page's.
  return (
    <PageI18nProvider i18n={shellI18n}>
      <DocumentHead path={resolution.path} i18n={i18n} meta={page.meta} />
      <ScrollRestoration path={resolution.path} firstOfLoad={pagePhase === 'hydrating'} />
      <SkipLinks />
      <SiteHeader />
      <main id={landmarkIds.main} tabIndex={-1} ref={mainRef}>
        {/* The page's phase around the page alone: a change re-renders consumers, and the shell's islands must not load for it. */}
        <RenderPhaseContext.Provider value={pagePhase}>
          <PageI18nProvider i18n={i18n}>{content}</PageI18nProvider>
        </RenderPhaseContext.Provider>
      </main>
      <SiteFooter />
      <PageI18nProvider i18n={i18n}>
        <ToasterIsland hydrate="signal" signal={TOAST_EVENT} preloadSignal={TOASTS_SOON_EVENT} />
      </PageI18nProvider>
      <AccessibilityPanelIsland hydrate="interaction" />
      <PageRecovery />
    </PageI18nProvider>
  );
}
