import { describe, expect, it } from 'vitest';
import { plantedFilesLinter } from '../support/plantedLint';
import { lateLoadPlaces } from '../../eslint.config.js';

/**
 * One way to load code late, enforced by the lint config (eslint.config.js, lateLoadRule):
 * `import()` only as the code handed to `island(…)` or `when(…)`, `import.meta.glob` not at all,
 * except in the places that load their own (the page registry, src/i18n, the inspector). Planted
 * as text: tests/support/plantedLint.ts.
 */
// The first lint builds the TypeScript program: a minute or more on a busy 2-core machine.
const componentFile = 'src/components/planted.ts';
const catalogFile = 'src/i18n/planted.ts';
const eslint = plantedFilesLinter([componentFile, catalogFile]);

// Spelled apart: the build's island-modules plugin (vite.config.ts) rewrites the call written whole, in this file too.
const islandCall = 'island';
const header = "import { island } from '../islands/island';\nimport { when } from '../islands/when';\n";
/** One late load a line (after the two lines of the header), and whether the rule lets it through outside the allowed places. */
const planted = [
  { code: `export const Part = ${islandCall}(() => import('./Toaster/Toaster').then((module) => module.SiteToaster));`, allowed: true },
  { code: "export const start = () => when('idle').load(() => import('../lib/resource'), (code) => void code);", allowed: true },
  { code: "export const now = () => when().get(() => import('../lib/resource')).then((code) => code.createResourceCache);", allowed: true },
  { code: "export const bare = () => import('../lib/resource');", allowed: false },
  { code: "export const beside = () => when().get(bare).then(() => import('../lib/resource'));", allowed: false },
  { code: "export const cached = when('idle') && import('../lib/resource');", allowed: false },
  { code: "export const catalogs = import.meta.glob('../locales/*/pages/*.po');", allowed: false },
];
const plantedCode = `${header}${planted.map(({ code }) => code).join('\n')}\n`;
const firstLine = header.split('\n').length;

async function lateLoadLines(filePath: string) {
  const [result] = await eslint.lintText(plantedCode, { filePath });
  const messages = result!.messages.filter((message) => message.fatal || message.ruleId === 'no-restricted-syntax');
  expect(messages.every((message) => !message.fatal), JSON.stringify(messages)).toBe(true);
  return messages.map((message) => message.line);
}

describe('lint: code loads late through island() or when() (eslint.config.js)', () => {
  it('reports every other import() and import.meta.glob, each on its line', async () => {
    const expected = planted.flatMap(({ allowed }, index) => (allowed ? [] : [firstLine + index]));
    expect(await lateLoadLines(componentFile)).toEqual(expected);
  }, 240_000);

  it('lets them through in the catalog loaders (src/i18n), one of the places that load their own', async () => {
    expect(lateLoadPlaces).toEqual(['src/app/pageRegistry.ts', 'src/i18n/**', 'src/devtools/inspector.ts']);
    expect(await lateLoadLines(catalogFile)).toEqual([]);
  }, 240_000);
});
