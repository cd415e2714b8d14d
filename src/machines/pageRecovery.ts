import { type ActorRefFrom, fromCallback, fromPromise, setup } from 'xstate';

/**
 * A page whose late code is gone (issue 38): the site was deployed again while the visitor read,
 * and the hashed chunks the page still asks for answer 404. Every late load reports its failure
 * through the bundler's own signal (`vite:preloadError`, vite.config.ts); the view turns that into
 * CHUNK.FAILED. If the file is gone from the site (a new deployment), the page keeps what the
 * visitor did and reloads once, at the same address (src/islands/visitRecord.ts); if it could not
 * be fetched for another reason (offline, a lost connection), the part retries on its next
 * trigger, as before, and the visitor stays on the page. A second failure soon after such a reload is not cured by
 * another: the visit is kept and the page says so with a reload button, so it never reloads in a loop.
 */

/** How soon after a recovery reload a new failure means the reload did not help ("a short time"). */
export const RECOVERY_WINDOW_MS = 60_000;

export interface PageRecoveryInput {
  /** When this page was loaded by a recovery reload (Date.now() then), read once at start; null for any other load. */
  recoveredAt: number | null;
}

export type PageRecoveryEvent =
  /** A late chunk could not be loaded: its address where the browser names it, and Date.now() of the failure. */
  { type: 'CHUNK.FAILED'; url: string | null; at: number };

export const pageRecoveryMachine = setup({
  types: {
    context: {} as PageRecoveryInput,
    events: {} as PageRecoveryEvent,
    input: {} as PageRecoveryInput,
  },
  actors: {
    /** Sends CHUNK.FAILED for every late load that fails (the view listens to `vite:preloadError`). */
    chunkFailures: fromCallback<PageRecoveryEvent>(() => () => {}),
    /** Resolves when a new deployment has replaced the page's files, rejects otherwise (offline, a lost connection). */
    checkDeployment: fromPromise<void, { url: string | null }>(async () => {}),
  },
  actions: {
    /** Saves what the visitor typed and did, their scroll and focus, for the page after the reload. */
    keepVisit: () => {},
    /** Loads the same address again. */
    reload: () => {},
  },
  guards: {
    recoveredJustNow: ({ context, event }) =>
      event.type === 'CHUNK.FAILED' && context.recoveredAt !== null && event.at - context.recoveredAt < RECOVERY_WINDOW_MS,
  },
}).createMachine({
  id: 'pageRecovery',
  context: ({ input }) => ({ recoveredAt: input.recoveredAt }),
  invoke: { src: 'chunkFailures' },
  initial: 'watching',
  states: {
    watching: {
      on: {
        'CHUNK.FAILED': [{ guard: 'recoveredJustNow', target: 'stale' }, { target: 'checking' }],
      },
    },
    /** Gone or out of reach? Only a new deployment is cured by a reload. */
    checking: {
      invoke: {
        id: 'checkDeployment',
        src: 'checkDeployment',
        input: ({ event }) => ({ url: event.type === 'CHUNK.FAILED' ? event.url : null }),
        onDone: 'reloading',
        onError: 'watching',
      },
    },
    /** The page cannot get its code: the visit is kept for the visitor's own reload (the view shows the notice). */
    stale: {
      type: 'final',
      entry: 'keepVisit',
    },
    reloading: {
      type: 'final',
      entry: ['keepVisit', 'reload'],
    },
  },
});

export type PageRecoveryActor = ActorRefFrom<typeof pageRecoveryMachine>;
