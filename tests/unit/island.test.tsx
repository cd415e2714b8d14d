// @vitest-environment happy-dom
import { type ComponentType, act, use, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyInteractions } from '../../src/islands/earlyInteractions';
import { setupI18n } from '@lingui/core';
import { island } from '../../src/islands/island';
import { type RenderPhase, RenderPhaseContext } from '../../src/islands/renderPhase';
import { islandText } from '../../src/i18n/islandText';
import { PageI18nProvider } from '../../src/i18n/PageI18nProvider';
import { useLingui } from '@lingui/react';
import { type HydrateOn, whenScrolledPast } from '../../src/islands/triggers';

/** A small interactive part: a counter button and a text field that echoes what React holds. */
function Widget({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  const [text, setText] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        {label}
      </button>
      <output data-testid="presses">{presses}</output>
      <input aria-label="name" value={text} onChange={(event) => setText(event.target.value)} />
      <output data-testid="text">{text}</output>
    </div>
  );
}

/** Two links: one the part handles (a place on the page), one it leaves alone. */
function Links() {
  const [followed, setFollowed] = useState('');
  return (
    <nav>
      <a
        href="#later"
        onClick={(event) => {
          event.preventDefault();
          setFollowed('#later');
        }}
      >
        Later
      </a>
      <a href="/elsewhere">Elsewhere</a>
      <output>{followed}</output>
    </nav>
  );
}

/** Visibility the test decides: `appear()` reports every observed element as intersecting. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  appear() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** A loader whose chunk arrives when the test says so. */
function heldChunk() {
  let deliver!: () => void;
  const arrived = new Promise<void>((resolve) => (deliver = resolve));
  const load = vi.fn(async (): Promise<ComponentType<{ label: string }>> => {
    await arrived;
    return Widget;
  });
  return { load, deliver };
}

async function serverHtml(tree: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

const withPhase = (phase: RenderPhase, node: React.ReactNode) => (
  <RenderPhaseContext.Provider value={phase}>{node}</RenderPhaseContext.Provider>
);

/** Prerenders the island (the server loads its code at once), then hydrates that markup with the held loader. */
async function hydrateIsland(hydrate: Exclude<HydrateOn, 'signal' | 'scrollDepth'>) {
  const ServerIsland = island(async () => Widget);
  const html = await serverHtml(withPhase('server', <ServerIsland hydrate={hydrate} label="Press" />));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const markup = container.innerHTML; // as the document holds it (void elements serialised its way)
  const chunk = heldChunk();
  const ClientIsland = island(chunk.load);
  await act(async () => {
    hydrateRoot(container, withPhase('hydrating', <ClientIsland hydrate={hydrate} label="Press" />));
  });
  const button = container.querySelector('button')!;
  const presses = () => container.querySelector('[data-testid="presses"]')!.textContent;
  const typed = () => container.querySelector('[data-testid="text"]')!.textContent;
  return { container, chunk, button, presses, typed, html: markup };
}

/**
 * Prerenders an island within an island, then hydrates that markup with held loaders for both
 * (the outer one hydrates when idle, the inner one when visible: neither before an interaction here).
 */
async function hydrateNestedIslands() {
  const Inner = island(async () => Widget);
  const Outer = ({ label }: { label: string }) => (
    <section>
      <Inner hydrate="visible" label={label} />
    </section>
  );
  const ServerOuter = island(async () => Outer);
  const html = await serverHtml(withPhase('server', <ServerOuter hydrate="visible" label="Press" />));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);

  const innerChunk = heldChunk();
  const ClientInner = island(innerChunk.load);
  const ClientOuterPart = ({ label }: { label: string }) => (
    <section>
      <ClientInner hydrate="visible" label={label} />
    </section>
  );
  let deliverOuter!: () => void;
  const outerArrived = new Promise<void>((resolve) => (deliverOuter = resolve));
  const outerLoad = vi.fn(async () => {
    await outerArrived;
    return ClientOuterPart;
  });
  const ClientOuter = island(outerLoad);
  await act(async () => {
    hydrateRoot(container, withPhase('hydrating', <ClientOuter hydrate="idle" label="Press" />));
  });
  return { container, innerChunk, outerLoad, deliverOuter };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The code arrives; the part hydrates, and replays what it got in the task after (earlyInteractions.ts). */
const arrive = async (deliver: () => void) => {
  await act(async () => {
    deliver();
    await nextTask();
  });
  await act(nextTask);
};

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  recordEarlyInteractions(document);
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('island', () => {
  it('prerenders its markup inside the host element, with the trigger named', async () => {
    const ServerIsland = island(async () => Widget);
    const html = await serverHtml(withPhase('server', <ServerIsland hydrate="visible" label="Press" />));
    expect(html).toMatch(/^<site-island data-hydrate="visible" data-island="[^"]+"><!--\$--><div><button type="button">Press<\/button>/);
    expect(html).not.toContain('<!--$?');
  });

  it('visible: requests no code until the part comes near the viewport, keeping its markup meanwhile', async () => {
    const { container, chunk, html } = await hydrateIsland('visible');
    expect(chunk.load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    await act(async () => FakeIntersectionObserver.instances.forEach((observer) => observer.appear()));
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(html);
  });

  it('idle: requests the code once the page has loaded and the browser is idle', async () => {
    vi.useFakeTimers();
    try {
      const { chunk } = await hydrateIsland('idle');
      expect(chunk.load).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(chunk.load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('interaction: a click before the code arrives loads it and is handled once, after hydration', async () => {
    const { chunk, button, presses } = await hydrateIsland('interaction');
    expect(chunk.load).not.toHaveBeenCalled();
    await act(async () => {
      button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(presses()).toBe('0');
    await arrive(chunk.deliver);
    expect(presses()).toBe('1');
    // Hydrated now: a further click is React's own, counted once.
    await act(async () => button.click());
    expect(presses()).toBe('2');
  });

  it('signal: the first window event loads the code; every event before hydration reaches the part once, after it', async () => {
    const SIGNAL = 'test:signal';
    /** Counts the signals it hears, as the toaster adds a toast per TOAST_EVENT. */
    function Listener() {
      const [heard, setHeard] = useState<string[]>([]);
      useEffect(() => {
        const hear = (event: Event) => setHeard((list) => [...list, String((event as CustomEvent<string>).detail)]);
        window.addEventListener(SIGNAL, hear);
        return () => window.removeEventListener(SIGNAL, hear);
      }, []);
      return <output>{heard.join(' ')}</output>;
    }
    const ServerIsland = island(async () => Listener);
    const html = await serverHtml(withPhase('server', <ServerIsland hydrate="signal" signal={SIGNAL} />));
    expect(html).toMatch(/^<site-island data-hydrate="signal" data-island="[^"]+"><!--\$--><output><\/output>/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let deliver!: () => void;
    const arrived = new Promise<void>((resolve) => (deliver = resolve));
    const load = vi.fn(async (): Promise<ComponentType> => {
      await arrived;
      return Listener;
    });
    const ClientIsland = island(load);
    await act(async () => {
      hydrateRoot(container, withPhase('hydrating', <ClientIsland hydrate="signal" signal={SIGNAL} />));
    });
    await act(async () => window.dispatchEvent(new Event('test:other')));
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new CustomEvent(SIGNAL, { detail: 'first' }));
      window.dispatchEvent(new CustomEvent(SIGNAL, { detail: 'second' }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('output')!.textContent).toBe('');
    await arrive(deliver);
    expect(container.querySelector('output')!.textContent).toBe('first second');
    // Hydrated: the part's own listener hears the next one, once.
    await act(async () => window.dispatchEvent(new CustomEvent(SIGNAL, { detail: 'third' })));
    expect(container.querySelector('output')!.textContent).toBe('first second third');
  });

  it('signal with a preload signal: the preload event loads and hydrates the part ahead of its signal, and is not replayed to it', async () => {
    const SIGNAL = 'test:toast';
    const SOON = 'test:toasts-soon';
    function Listener() {
      const [heard, setHeard] = useState<string[]>([]);
      useEffect(() => {
        const hear = (event: Event) => setHeard((list) => [...list, event.type]);
        for (const type of [SIGNAL, SOON]) window.addEventListener(type, hear);
        return () => {
          for (const type of [SIGNAL, SOON]) window.removeEventListener(type, hear);
        };
      }, []);
      return <output>{heard.join(' ')}</output>;
    }
    const ServerIsland = island(async () => Listener);
    const html = await serverHtml(withPhase('server', <ServerIsland hydrate="signal" signal={SIGNAL} preloadSignal={SOON} />));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(async (): Promise<ComponentType> => Listener);
    const ClientIsland = island(load);
    await act(async () => {
      hydrateRoot(container, withPhase('hydrating', <ClientIsland hydrate="signal" signal={SIGNAL} preloadSignal={SOON} />));
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => window.dispatchEvent(new Event(SOON)));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive(() => {});
    // Hydrated with nothing replayed: the preload event was no signal.
    expect(container.querySelector('output')!.textContent).toBe('');
    await act(async () => window.dispatchEvent(new Event(SIGNAL)));
    expect(container.querySelector('output')!.textContent).toBe(SIGNAL);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a link to a place on the page waits for the part; a link to another address is left to the browser', async () => {
    const ServerIsland = island(async () => Links);
    const html = await serverHtml(withPhase('server', <ServerIsland hydrate="interaction" />));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const chunk = vi.fn(async () => Links);
    const ClientIsland = island(chunk);
    await act(async () => {
      hydrateRoot(container, withPhase('hydrating', <ClientIsland hydrate="interaction" />));
    });
    const away = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a[href="/elsewhere"]')!.dispatchEvent(away);
    expect(away.defaultPrevented).toBe(false);
    const within = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      container.querySelector('a[href="#later"]')!.dispatchEvent(within);
    });
    expect(within.defaultPrevented).toBe(true);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('output')!.textContent).toBe('#later');
  });

  it('a part used before the page hydrates loads as React reaches it, not once the page has committed', async () => {
    // A page of two parts: the island, and something after it whose code is still on its way.
    const page = (part: React.ReactNode, later: React.ReactNode) => (
      <>
        {part}
        {later}
      </>
    );
    const ServerIsland = island(async () => Widget);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(withPhase('server', page(<ServerIsland hydrate="idle" label="Press" />, null)));
    document.body.append(container);
    // The visitor taps the part before any code has run.
    container.querySelector('button')!.click();
    const chunk = heldChunk();
    const ClientIsland = island(chunk.load);
    // Suspends outside any boundary: the page does not commit, so no effect of it runs.
    const Later = ({ waitFor }: { waitFor: Promise<never> }) => <>{use(waitFor)}</>;
    await act(async () => {
      hydrateRoot(container, withPhase('hydrating', page(<ClientIsland hydrate="idle" label="Press" />, <Later waitFor={new Promise<never>(() => {})} />)));
    });
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('a click when the code is already there is left to React: never doubled', async () => {
    const { chunk, button, presses } = await hydrateIsland('visible');
    await act(async () => FakeIntersectionObserver.instances.forEach((observer) => observer.appear()));
    await arrive(chunk.deliver);
    await act(async () => button.click());
    expect(presses()).toBe('1');
  });

  it('text typed before the code arrives is kept and reaches the part', async () => {
    const { container, chunk, typed } = await hydrateIsland('interaction');
    const field = container.querySelector('input')!;
    await act(async () => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      field.value = 'Ada Lovelace';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await arrive(chunk.deliver);
    expect(field.value).toBe('Ada Lovelace');
    expect(typed()).toBe('Ada Lovelace');
  });

  it('in a client render (a later navigation) it renders the part at once, without a trigger', async () => {
    const { load, deliver } = heldChunk();
    const ClientIsland = island(load);
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(withPhase('client', <ClientIsland hydrate="interaction" label="Press" />)));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive(deliver);
    expect(container.querySelector('button')?.textContent).toBe('Press');
  });

  it('scrollDepth: fires only at the scroll that passes the depth, once (or at once if the page is past it already)', () => {
    const page = document.documentElement;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    };
    Object.defineProperty(page, 'scrollHeight', { configurable: true, value: window.innerHeight + 1000 });
    try {
      const fire = vi.fn();
      const stop = whenScrolledPast(0.6, fire);
      scrollTo(300);
      scrollTo(600); // exactly at the line: not past it
      expect(fire).not.toHaveBeenCalled();
      scrollTo(601);
      scrollTo(900);
      expect(fire).toHaveBeenCalledTimes(1);
      stop();
      const already = vi.fn();
      whenScrolledPast(0.6, already);
      expect(already).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      Reflect.deleteProperty(page, 'scrollHeight');
    }
  });

  it('scroll: requests the code at the first scroll of the page', async () => {
    const { chunk } = await hydrateIsland('scroll');
    expect(chunk.load).not.toHaveBeenCalled();
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });
});

/** A part that shows one message of the page's catalog and one of its own. */
function Texts() {
  const { i18n } = useLingui();
  return (
    <p>{`${i18n._('page.title')} / ${i18n._('island.body')}`}</p>
  );
}

describe('island with its own text', () => {
  const pageI18n = setupI18n({ locale: 'de', messages: { de: { 'page.title': ['Leistungen'] } } });
  const catalog = (body: string) => {
    let deliver!: () => void;
    const arrived = new Promise<void>((resolve) => (deliver = resolve));
    const file = vi.fn(async () => {
      await arrived;
      return { messages: { 'island.body': [body] } };
    });
    return { file, deliver };
  };
  const inPage = (node: React.ReactNode) => <PageI18nProvider i18n={pageI18n}>{node}</PageI18nProvider>;

  it('renders with the page\'s messages and its own, loads its text only with its code, and hydrates the same markup', async () => {
    const serverCatalog = catalog('Abschnitte');
    serverCatalog.deliver();
    const ServerIsland = island(async () => Texts, { text: islandText({ '/src/locales/de/sections/x.po': serverCatalog.file }) });
    const html = await serverHtml(withPhase('server', inPage(<ServerIsland hydrate="visible" />)));
    expect(html).toContain('Leistungen / Abschnitte');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const markup = container.innerHTML;
    const clientCatalog = catalog('Abschnitte');
    const englishFile = vi.fn(async () => ({ messages: { 'island.body': ['Sections'] } }));
    const chunk = vi.fn(async () => Texts);
    const ClientIsland = island(chunk, {
      text: islandText({ '/src/locales/en/sections/x.po': englishFile, '/src/locales/de/sections/x.po': clientCatalog.file }),
    });
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, withPhase('hydrating', inPage(<ClientIsland hydrate="visible" />)));
    });
    expect(clientCatalog.file).not.toHaveBeenCalled();
    await act(async () => FakeIntersectionObserver.instances.forEach((observer) => observer.appear()));
    expect(clientCatalog.file).toHaveBeenCalledTimes(1);
    expect(englishFile).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(markup);
    await arrive(clientCatalog.deliver);
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Leistungen / Abschnitte');
    // The same markup, and the host says the part is live.
    expect(container.querySelector('site-island')?.hasAttribute('data-hydrated')).toBe(true);
    expect(container.innerHTML.replace(' data-hydrated=""', '')).toBe(markup);
    // (The server and client renderers share this process, which React warns about; that is the test's doing.)
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/hydrat|did not match/i);
  });

  it('an island inside another: a click on the inner one before any code loads both, and is handled once', async () => {
    const { container, innerChunk, outerLoad, deliverOuter } = await hydrateNestedIslands();
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(outerLoad).toHaveBeenCalledTimes(1);
    await arrive(deliverOuter);
    expect(innerChunk.load).toHaveBeenCalledTimes(1);
    const presses = () => container.querySelector('[data-testid="presses"]')!.textContent;
    expect(presses()).toBe('0');
    await arrive(innerChunk.deliver);
    expect(presses()).toBe('1');
    await act(async () => button.click());
    expect(presses()).toBe('2');
  });

  it('an island inside another: text typed on while the outer one hydrates is not put back out of date', async () => {
    const { container, innerChunk, deliverOuter } = await hydrateNestedIslands();
    const field = container.querySelector('input')!;
    const type = (text: string) => {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    await act(async () => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      type('Ada');
    });
    // The outer part's code arrives (what its fields show is noted), and the visitor types on before it has hydrated.
    await act(async () => {
      deliverOuter();
      await nextTask();
      type('Ada Lovelace');
    });
    await act(nextTask); // the outer part has hydrated and replayed what it got
    expect(field.value).toBe('Ada Lovelace');
    await arrive(innerChunk.deliver);
    expect(field.value).toBe('Ada Lovelace');
    expect(container.querySelector('[data-testid="text"]')!.textContent).toBe('Ada Lovelace');
  });
});
