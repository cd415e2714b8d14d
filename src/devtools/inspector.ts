import type { ActorOptions, AnyActorLogic } from 'xstate';

type Inspect = ActorOptions<AnyActorLogic>['inspect'];

let inspect: Inspect | undefined;

/**
 * Attaches the Stately inspector to every machine when the site runs in
 * development with `?inspect` in the URL. `import.meta.env.DEV` is false in
 * production builds, so this code and the inspector package are dropped there.
 */
export async function setupInspector(search: string): Promise<void> {
  if (import.meta.env.DEV && new URLSearchParams(search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector().inspect;
  }
}

export function getInspect(): Inspect | undefined {
  return inspect;
}
