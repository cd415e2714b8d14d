import { useSelector } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { useMachineActor } from '../../lib/useMachineActor';
import { type PageRecoveryEvent, pageRecoveryMachine } from '../../machines/pageRecovery';
import { keepVisit, noteSubmits, restoredVisit } from '../../islands/visitRecord';
import { PageOutOfDate } from '../ErrorBoundary/pageOutOfDate';

/** The file a failed dynamic import names (Chromium and Firefox put its address in the message; Safari does not). */
function failedUrl(error: unknown): string | null {
  const match = /(https?:\/\/\S+?\.js)\b/.exec(error instanceof Error ? error.message : String(error));
  return match?.[1] ?? null;
}

/**
 * Whether a new deployment has replaced the page's files, asked of the network past every cache:
 * the failed file answers 404 (or 410); without its address, the page as served now starts from
 * another entry script than this one (a deployment that changed any file changes the entry's hash). A lost connection rejects, which is a no as well.
 */
async function isNewDeployment(url: string | null): Promise<boolean> {
  if (url) {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  }
  const page = await fetch(window.location.href, { cache: 'no-store' });
  if (!page.ok) return false;
  // The page's scripts are listed in its #page-scripts (src/boot/pageScripts.ts), the entry first.
  const entry = (html: string) => /"entry":"([^"]+)"/.exec(html)?.[1] ?? null;
  return entry(await page.text()) !== entry(document.getElementById('page-scripts')?.textContent ?? '');
}

const browserRecovery = pageRecoveryMachine.provide({
  actors: {
    chunkFailures: fromCallback<PageRecoveryEvent>(({ sendBack }) => {
      const onFailure = (event: Event) => sendBack({ type: 'CHUNK.FAILED', url: failedUrl((event as Event & { payload?: unknown }).payload), at: Date.now() });
      window.addEventListener('vite:preloadError', onFailure);
      const stopNoting = noteSubmits(window);
      // The page after a recovery reload: a send it interrupted is announced once its toaster can show it.
      restoredVisit()?.announceUnsent();
      return () => {
        window.removeEventListener('vite:preloadError', onFailure);
        stopNoting();
      };
    }),
    checkDeployment: fromPromise<void, { url: string | null }>(({ input }) => isNewDeployment(input.url).then((replaced) => {
      if (!replaced) throw new Error('The page’s files are still there: not a deployment');
    })),
  },
  actions: {
    keepVisit: () => keepVisit(window, Date.now()),
    reload: () => window.location.reload(),
  },
});

/**
 * Keeps a page alive across a deployment (src/machines/pageRecovery.ts): renders nothing; when a
 * reload has not helped, the site's error screen says the page was updated and offers its reload
 * button (ErrorBoundary, PageOutOfDate). In the shell, so it needs no late code.
 */
export function PageRecovery() {
  const recovery = useMachineActor(browserRecovery, { input: { recoveredAt: restoredVisit()?.recoveredAt ?? null } });
  if (useSelector(recovery, (snapshot) => snapshot.matches('stale'))) throw new PageOutOfDate();
  return null;
}
