// @vitest-environment happy-dom
import { type ComponentType, act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyInteractions } from '../../src/islands/earlyInteractions';
import { type RenderPhase, RenderPhaseContext, island } from '../../src/islands/island';
import type { HydrateOn } from '../../src/islands/triggers';

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
  <RenderPhaseContext.Provider value={{ current: phase }}>{node}</RenderPhaseContext.Provider>
);

/** Prerenders the island (the server loads its code at once), then hydrates that markup with the held loader. */
async function hydrateIsland(hydrate: HydrateOn) {
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

const arrive = (deliver: () => void) =>
  act(async () => {
    deliver();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

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
    expect(html).toMatch(/^<site-island data-hydrate="visible"><!--\$--><div><button type="button">Press<\/button>/);
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

  it('load: requests the code at once', async () => {
    const { chunk } = await hydrateIsland('load');
    expect(chunk.load).toHaveBeenCalledTimes(1);
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
});
