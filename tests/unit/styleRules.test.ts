import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => path.join(dir, name));

/** A compound on <html> or <body> (`:root`, `html`, `body`, with attributes or pseudo-classes) that holds a `:has()`. */
const hasOnDocument = /(?:^|[\s,(>~+])(?::root|html|body)(?:\[[^\]]*\]|:(?!has\()[\w-]+(?:\([^)]*\))?)*(?::not\()?:has\(/m;

describe('style rules', () => {
  // Measured at CPU 4x on the services page: such a rule restyles the whole document at every change
  // of the page (Chromium invalidates all of <html>'s subtree), 15-50 ms of each tap.
  it('ask :has() of the element concerned, never of <html> or <body>', () => {
    const offending = cssFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g)]
        .map(([, prelude]) => prelude!.trim())
        .filter((selector) => hasOnDocument.test(selector))
        .map((selector) => `${file}: ${selector}`),
    );
    expect(offending).toEqual([]);
  });

  it('the check finds such a rule', () => {
    for (const selector of [':root:not(:has([data-part="x"])) .slot', 'body:has(.nav) #site-footer', ':global(html[data-a]:has(:target)) p', ':root[data-layout="deferred"]:not(:has(:target)) [data-x]']) {
      expect(hasOnDocument.test(selector), selector).toBe(true);
    }
    for (const selector of ['.slot:has(> site-island:empty)', '.card > :has(+ :last-child)', ':root:not([data-motion]) .slot']) {
      expect(hasOnDocument.test(selector), selector).toBe(false);
    }
  });
});
