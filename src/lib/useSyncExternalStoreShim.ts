// Stands in for the `use-sync-external-store/shim` package (vite.config.ts, resolve.alias): on React 19
// the shim only re-exports React's own hook, and every page would download the fallback it never runs.
export { useSyncExternalStore } from 'react';
