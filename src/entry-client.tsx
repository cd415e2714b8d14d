import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './components/App/AppRoot';
import { setupInspector } from './devtools/inspector';
import { recordEarlyClicks } from './lib/earlyClicks';
import { loadLocalizedPage, loadPageToHydrate } from './pages/registry';
import { resolvePath } from './routing/resolve';
import './styles/global.css';

async function start(): Promise<void> {
  await setupInspector(window.location.search);

  // A host without our server may hand out a page for an alias or odd URL:
  // put the canonical URL in the address bar before anything renders.
  const initial = resolvePath(window.location.pathname);
  if (initial.kind === 'redirect') {
    window.history.replaceState(window.history.state, '', `${initial.to}${window.location.search}${window.location.hash}`);
  }
  const resolution = resolvePath(window.location.pathname);
  const pageKey = resolution.kind === 'page' ? resolution.page : 'notFound';

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // Hydrate only markup that was prerendered for this very page and language.
  const prerendered = container.dataset.page === pageKey && container.dataset.locale === resolution.locale;
  const mode = prerendered && container.firstElementChild ? 'hydrated' : 'rendered';

  // Load this page's code and language before rendering, so nothing suspends; a prerendered
  // page's deferred parts keep their markup and hydrate when their code arrives.
  await (mode === 'hydrated' ? loadPageToHydrate : loadLocalizedPage)(resolution.locale, pageKey);

  recordEarlyClicks(document);
  const app = <AppRoot mode={mode} />;
  if (mode === 'hydrated') {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  void import('./components/ViewportZoom/startViewportZoom').then(({ startViewportZoom }) => startViewportZoom());
  // The contact form's offline outbox: a tiny chunk that waits for the load event and idle time.
  void import('./contact/startOutbox');
}

// Offline support (spec section 7): production only, the dev server's hot reload would fight it.
// Its own chunk, like the zoom rule: neither is needed before the page is interactive.
if (import.meta.env.PROD) void import('./serviceWorker/register').then(({ registerServiceWorker }) => registerServiceWorker());

void start();
