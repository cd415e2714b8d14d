// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadIslandCodeOnTouch } from '../../src/boot/islandCode';
import { ISLAND_CODE, ISLAND_HYDRATED, ISLAND_MODULE, islandCodeMarkup } from '../../src/islands/islandCode';

describe('island code in the prerendered page (issue 25)', () => {
  it('the prerender turns each host’s module names into the files they are in, each once', () => {
    const files: Record<string, string[]> = {
      'src/pages/services/belowFold/PackageTabs.tsx': ['/assets/PackageTabs.js', '/assets/Icon.js'],
      'src/pages/services/belowFold/ServicesBelowFold.tsx': ['/assets/ServicesBelowFold.js', '/assets/Icon.js'],
      'locales/en/belowFold/services.po': ['/assets/services-en.js'],
    };
    const html = `<site-island ${ISLAND_MODULE}="src/pages/services/belowFold/ServicesBelowFold.tsx locales/en/belowFold/services.po"><site-island ${ISLAND_MODULE}="src/pages/services/belowFold/PackageTabs.tsx">tabs</site-island></site-island>`;
    expect(islandCodeMarkup(html, (name) => files[name]!)).toBe(
      `<site-island ${ISLAND_CODE}="/assets/ServicesBelowFold.js /assets/Icon.js /assets/services-en.js"><site-island ${ISLAND_CODE}="/assets/PackageTabs.js /assets/Icon.js">tabs</site-island></site-island>`,
    );
  });

  it('a host whose code the page loads anyway names nothing; a name the build does not know fails the prerender', () => {
    expect(islandCodeMarkup(`<site-island ${ISLAND_MODULE}="src/components/Faq/Faq.tsx">x</site-island>`, () => [])).toBe('<site-island >x</site-island>');
    expect(() =>
      islandCodeMarkup(`<site-island ${ISLAND_MODULE}="src/gone.tsx">x</site-island>`, (name) => {
        throw new Error(`No chunk for ${name}`);
      }),
    ).toThrow('No chunk for src/gone.tsx');
  });
});

describe('the boot script preloads an island’s code at the first touch (issue 25)', () => {
  const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  const touch = (id: string, type = 'pointerdown') => document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }));

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <div id="root">
        <button id="plain" type="button">Outside any island</button>
        <site-island ${ISLAND_CODE}="/assets/Below.js /assets/Icon.js /assets/below-en.js">
          <p id="text">Text</p>
          <site-island ${ISLAND_CODE}="/assets/Tabs.js /assets/Icon.js"><button id="tab" type="button">Tab</button></site-island>
          <site-island><button id="loaded-anyway" type="button">Its code comes with the page</button></site-island>
        </site-island>
      </div>`;
  });

  it('a touch inside nested islands requests the code of each of them at once, each file once', () => {
    const window = document.defaultView!;
    preloadIslandCodeOnTouch(window);
    touch('tab');
    expect(preloaded()).toEqual(['/assets/Tabs.js', '/assets/Icon.js', '/assets/Below.js', '/assets/below-en.js']);
    for (const link of document.head.querySelectorAll('link')) expect(link.crossOrigin).toBe('');
    touch('text', 'focusin');
    touch('tab', 'keydown');
    expect(preloaded()).toHaveLength(4);
  });

  it('a touch outside every island, or on one whose code the page loads anyway, requests nothing', () => {
    preloadIslandCodeOnTouch(document.defaultView!);
    touch('plain');
    expect(preloaded()).toEqual([]);
    document.getElementById('loaded-anyway')!.closest('site-island')!.parentElement!.removeAttribute(ISLAND_CODE);
    touch('loaded-anyway');
    expect(preloaded()).toEqual([]);
  });

  it('a touch on a part that is live already appends nothing: its code, and that of the islands around it, has run (issue 36)', () => {
    preloadIslandCodeOnTouch(document.defaultView!);
    for (const host of document.querySelectorAll('site-island')) host.setAttribute(ISLAND_HYDRATED, '');
    touch('tab');
    touch('text');
    expect(preloaded()).toEqual([]);
  });
});
