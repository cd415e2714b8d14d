import {
  type ComponentType,
  type ReactNode,
  Suspense,
  memo,
  use,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { LinguiContext } from '@lingui/react';
import { PageI18nProvider } from '../i18n/PageI18nProvider';
import { type TrackedPromise, createResourceCache } from '../lib/resource';
import { ISLAND_ID, holdsFilledFields, registerIsland, rememberFieldsBeforeHydration, replayEarlyInteractions, touchedEarly } from './earlyInteractions';
import type { IslandText } from '../i18n/islandText';
import { ISLAND_HYDRATED, ISLAND_MODULE } from './islandCode';
import { RenderPhaseContext } from './renderPhase';
import { type HydrateOn, watchTrigger } from './triggers';

/** Resolves with the island's code once its trigger has fired and the code has arrived. */
interface Gate<T> {
  promise: TrackedPromise<T>;
  open(): void;
}

function createGate<T>(load: () => Promise<T>): Gate<T> {
  let resolve!: (value: T) => void;
  const promise: TrackedPromise<T> = new Promise<T>((settle) => (resolve = settle));
  promise.status = 'pending';
  let loading = false;
  return {
    promise,
    open() {
      if (loading || promise.status === 'fulfilled') return;
      loading = true;
      load().then(
        (value) => {
          // Settled in the shape React's `use` reads synchronously (a discrete event hydrates at once).
          promise.status = 'fulfilled';
          promise.value = value;
          resolve(value);
        },
        () => {
          loading = false;
        },
      );
    },
  };
}

export interface IslandOptions {
  /** The island's own catalog (islandText.ts): loaded with its code, so the page's catalog need not carry it. */
  text?: IslandText;
  /**
   * The module `load` imports, relative to the project (`src/pages/services/belowFold/PackageTabs.tsx`).
   * Set at build time by the `island-modules` plugin (vite.config.ts) in the server build, never by
   * hand: the prerendered host names it, and the prerender turns that into the files a first touch
   * on the part preloads.
   */
  module?: string;
}

/** `island` with the module its load imports: what the `island-modules` build plugin turns each `island(() => import(…)` into. */
export const islandAt = <P extends object>(module: string, load: () => Promise<ComponentType<P>>, options: IslandOptions = {}) =>
  island(load, { ...options, module });

export type IslandProps<P> = P &
  (
    | {
        /** When the code loads and the markup hydrates (Astro's `client:*` directives). */
        hydrate: Exclude<HydrateOn, 'signal' | 'scrollDepth'>;
        signal?: undefined;
        preloadSignal?: undefined;
        depth?: undefined;
      }
    | {
        hydrate: 'signal';
        /** The window event whose first dispatch loads the part; such events before it hydrated reach it afterwards. */
        signal: string;
        /** A window event that loads the part ahead of its signal, which may come soon; not replayed. */
        preloadSignal?: string;
        depth?: undefined;
      }
    | {
        hydrate: 'scrollDepth';
        signal?: undefined;
        preloadSignal?: undefined;
        /** The part loads once the page is scrolled past this fraction (0-1) of how far it scrolls. */
        depth: number;
      }
  ) & {
    /** Only where this media query matches (Astro's `client:media`): elsewhere the markup stays as prerendered. */
    media?: string;
  };

/**
 * Makes an interactive part an island: its markup is prerendered, its code is
 * its own chunk (`load` is a dynamic import), and it hydrates when the trigger
 * declared where it is used fires: `<CarouselIsland hydrate="visible" … />`.
 * Until then the page shows the prerendered markup, and interactions with it
 * are recorded and replayed once it has hydrated (earlyInteractions.ts).
 *
 * Selective hydration does the work: the part is a Suspense boundary that
 * suspends on a gate the trigger opens, and React keeps the server markup of a
 * suspended boundary in place. On the server and in a client render (later
 * navigations) the code is loaded at once; there the part suspends the
 * surrounding render instead, so a navigation shows the new page whole.
 *
 * An island may hold others (a page's lower sections, each with its widgets):
 * an inner one hydrates after the outer one, on its own trigger, and an
 * interaction with it loads both (earlyInteractions.ts).
 *
 * Rule for callers: props that do not change while the part waits (a change
 * makes it load at once, see below).
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, { text, module }: IslandOptions = {}): ComponentType<IslandProps<P>> {
  const code = createResourceCache<'code', ComponentType<P>>(load);
  const loadCode = () => code.load('code');
  // The prerendered markup stays after a failure; the next trigger or interaction retries.
  const loadForGate = (locale: string | undefined) =>
    Promise.all([loadCode(), text && locale ? text.load(locale) : null]).then(
      ([Component]) => Component,
      (error: unknown) => {
        code.forgetFailure('code');
        if (locale) text?.forgetFailure(locale);
        throw error;
      },
    );

  function Part({ gate, host, props }: { gate: Gate<ComponentType<P>> | null; host: { current: Element | null }; props: P }) {
    const outer = useContext(LinguiContext)?.i18n;
    // A client render fetches text and code at once; over markup the gate loads both, after the trigger.
    const clientText = text && outer && !gate ? text.load(outer.locale) : null;
    const Component = use(gate ? (gate.promise as Promise<ComponentType<P>>) : loadCode());
    const i18n = text && outer ? text.i18nFor(outer, use(clientText ?? text.load(outer.locale))) : null;
    // Runs after the part's own effects, i.e. once it is interactive.
    useEffect(() => {
      const element = host.current;
      if (!element) return;
      // Marks the part as live for what waits on it (browser tests, someone reading the DOM): its code runs from here on.
      element.setAttribute(ISLAND_HYDRATED, '');
      replayEarlyInteractions(element);
    }, [host]);
    const part = <Component {...props} />;
    return i18n ? <PageI18nProvider i18n={i18n}>{part}</PageI18nProvider> : part;
  }

  function Island({ hydrate, media, signal, preloadSignal, depth, ...rest }: IslandProps<P>) {
    const props = rest as unknown as P;
    const phase = useContext(RenderPhaseContext);
    // A new language is a context change below: React cannot apply it to markup it has not hydrated,
    // and a navigation (a transition) would wait on this boundary for good. Reading the context here
    // makes it an update of the island itself, which loads the code (below) so the part can hydrate.
    // The gate also loads the island's text in the language it hydrates in.
    const locale = useContext(LinguiContext)?.i18n.locale;
    // Decided once, when this island mounts: over prerendered markup or not.
    const [mode] = useState(phase);
    const host = useRef<HTMLElement>(null);
    // The same on the server and in the hydrating render: it names the host in the markup before React has it.
    const id = useId();
    // What its fields show (typed, autofilled) is noted as the code arrives, before React renders over it.
    const [gate] = useState(() =>
      mode === 'hydrating'
        ? createGate(() =>
            loadForGate(locale).then((Component) => {
              const element = host.current ?? document.querySelector(`[${ISLAND_ID}="${id}"]`);
              if (element) rememberFieldsBeforeHydration(element);
              return Component;
            }),
          )
        : null,
    );
    const mounted = useRef(false);

    // A render after the first one is an update (new props, a new language): the prerendered
    // markup cannot show it, so the code loads now and React hydrates before it applies the update.
    // A part the visitor has used already loads as React reaches it, not after the page (or the
    // part around it) has hydrated and run its effects: one step less before the replay.
    if (gate && (mounted.current || touchedEarly(id))) gate.open();

    useEffect(() => {
      mounted.current = true;
      const element = host.current;
      if (!element || !gate) return;
      const unregister = registerIsland(element, { isReady: () => gate.promise.status === 'fulfilled', load: gate.open });
      // Load at once where there is no markup to wait on (React rendered the page afresh after a
      // hydration error) or where the browser has filled in a field (earlyInteractions.ts).
      const now = element.childNodes.length === 0 || holdsFilledFields(element);
      const stopWatching = now ? (gate.open(), () => {}) : watchTrigger(element, hydrate, gate.open, { media, signal, preloadSignal, depth });
      return () => {
        stopWatching();
        unregister();
      };
    }, [gate, hydrate, media, signal, preloadSignal, depth]);

    const part: ReactNode = <Part gate={gate} host={host} props={props} />;
    // In the server render only: the prerender replaces it with the files a first touch preloads (islandCode.ts).
    const code = mode === 'server' && module ? [module, locale && text?.source(locale)].filter(Boolean).join(' ') : undefined;
    return (
      <site-island ref={host} data-hydrate={hydrate} {...{ [ISLAND_ID]: id, [ISLAND_MODULE]: code }}>
        {mode === 'client' ? part : <Suspense fallback={null}>{part}</Suspense>}
      </site-island>
    );
  }

  // A parent that re-renders with the same props (the header as the page scrolls) leaves the island alone.
  return memo(Island) as unknown as ComponentType<IslandProps<P>>;
}
