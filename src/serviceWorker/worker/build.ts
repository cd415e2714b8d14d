/** What scripts/build-service-worker.mjs injects (Vite `define`) when it bundles the worker. */
declare const __SW_BUILD__: string;

export interface BuildInfo {
  /** Content hash of the deployment: a new deployment, a new cache. */
  id: string;
  /** URLs saved at install: every hashed script and stylesheet, the offline pages, icons and manifest. */
  precache: readonly string[];
}

// A JSON string, parsed here: `define` would not keep an array literal as an array.
export const build = JSON.parse(__SW_BUILD__) as BuildInfo;
