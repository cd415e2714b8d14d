import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import { loadLocalizedPage } from './app/pageRegistry';
import { setupInspector } from './devtools/inspector';
import { discardEarlyInteractions, recordEarlyInteractions } from './islands/earlyInteractions';
import { when } from './islands/when';
import { keptVisitWaiting, rememberRestoredVisit } from './islands/visitRecord';
import { resolvePath } from './routing/resolve';
import './styles/global.css';

/** The boot script may request this module while the page still parses (src/boot/pageScripts.ts). */
const parsed = (): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

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

  await parsed();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // After a recovery reload (a deployment removed the page's code): the visitor's text back in its fields.
  const restored = keptVisitWaiting(window) ? await when().get(() => import('./islands/visitRestore')).then(({ restoreVisit }) => restoreVisit(window)) : null;
  rememberRestoredVisit(restored);
  // Hydrate only markup that was prerendered for this very page and language.
  const prerendered = container.dataset.page === pageKey && container.dataset.locale === resolution.locale;
  const mode = prerendered && container.firstElementChild ? 'hydrated' : 'rendered';

  // The page's code and language before rendering, so nothing suspends; its islands load on their triggers.
  await loadLocalizedPage(resolution.locale, pageKey);

  const app = <AppRoot mode={mode} />;
  if (mode === 'hydrated') {
    // What the visitor did since the boot script started recording goes to its parts now.
    recordEarlyInteractions(document, container);
    // ...and what they pressed that never got its code, recorded for its part like any early press.
    restored?.replayPresses();
    restored?.refocus();
    // A transition, so hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    discardEarlyInteractions(document);
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // The zoom rule, the contact outbox and the service worker (src/app/backgroundTasks.ts).
  when('idle').load(
    () => import('./app/backgroundTasks'),
    ({ startBackgroundTasks }) => startBackgroundTasks(),
  );
}

void start();
