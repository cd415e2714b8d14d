import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layers } from '../../eslint.config.js';

/**
 * Imports only point down, enforced by the lint config (eslint.config.js, the
 * layer table and eslint-plugin-boundaries): a file imports its own layer and
 * the layers below, never one above, and every folder of src/ is in a layer.
 * The planted files exist only as text; the type-aware parser is told to accept
 * them outside tsconfig's file list, everything else is the project's own config.
 */
// The first lint builds the TypeScript program: about 40 s on a busy 2-core machine, hence the long timeouts.
const cwd = fileURLToPath(new URL('../..', import.meta.url));
const layerRules = new Set(['boundaries/dependencies', 'boundaries/no-unknown-files']);

/** The layers, low to high; each with a file planted in it and a real file of it that a plant imports. */
const order = [
  { layer: 'base', planted: 'src/lib/planted.ts', target: '../i18n/locales' },
  { layer: 'machines', planted: 'src/machines/planted.ts', target: '../machines/scrollRestoration' },
  { layer: 'runtime', planted: 'src/seo/planted.ts', target: '../seo/head' },
  { layer: 'view', planted: 'src/components/planted.ts', target: '../components/ScrollRestoration/ScrollRestoration' },
  { layer: 'pages', planted: 'src/pages/planted.ts', target: '../pages/contact/ContactPage' },
  { layer: 'app', planted: 'src/app/planted.ts', target: '../app/App' },
];

/** The upward imports the layers were drawn against (issue 28), each planted beside the file that had it. */
const upward = [
  { name: 'a helper imports a machine', planted: 'src/lib/planted.ts', code: "import type { SavedScrollPosition } from '../machines/scrollRestoration';\nexport type Saved = SavedScrollPosition;" },
  { name: 'the lead rules import a component', planted: 'src/contact/planted.ts', code: "import * as toaster from '../components/Toaster/Toaster';\nexport const used = toaster;" },
  { name: 'app code imports a build script', planted: 'src/contact/planted.ts', code: "import * as script from '../../scripts/boot-script-plugin.mjs';\nexport const used = script;" },
  { name: 'a machine imports a page', planted: 'src/machines/planted.ts', code: "import type * as page from '../pages/contact/ContactPage';\nexport type Page = typeof page;" },
  { name: 'a runtime module imports a test', planted: 'src/seo/planted.ts', code: "import * as support from '../../tests/support/modelTest';\nexport const used = support;" },
];

// At most eight: typescript-eslint's limit for files outside the project.
const plantedFiles = [...new Set([...order.map(({ planted }) => planted), ...upward.map(({ planted }) => planted), 'src/planted/planted.ts'])];
const eslint = new ESLint({
  cwd,
  overrideConfig: {
    files: plantedFiles,
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: plantedFiles, defaultProject: 'tsconfig.json' } } },
  },
});

async function layerMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.fatal || layerRules.has(message.ruleId ?? ''));
}

/** One import of every layer's target, one a line, in the order above. */
const importsOfEveryLayer = `${order.map(({ target }, index) => `import * as layer${index} from '${target}';`).join('\n')}\nexport const used = [${order.map((_, index) => `layer${index}`).join(', ')}];\n`;

describe('lint: imports only point down (eslint.config.js, the layer table)', () => {
  it('has the layers in this order, and the planted files in them', () => {
    expect(layers.map(({ name }) => name)).toEqual(order.map(({ layer }) => layer));
    for (const { layer, planted } of order) {
      const folder = planted.split('/')[1];
      expect(layers.find(({ folders }) => folders.includes(folder!))?.name, planted).toBe(layer);
    }
  });

  for (const [index, { layer, planted }] of order.entries()) {
    it(`files of the ${layer} layer import their own layer and those below, nothing above`, async () => {
      const messages = await layerMessages(importsOfEveryLayer, planted);
      const reportedLines = messages.map((message) => message.line);
      const linesAbove = order.map((_, line) => line + 1).filter((line) => line > index + 1);
      expect(messages.every((message) => message.ruleId === 'boundaries/dependencies'), JSON.stringify(messages)).toBe(true);
      expect(reportedLines).toEqual(linesAbove);
    }, 120_000);
  }

  for (const { name, planted, code } of upward) {
    it(`reports an upward import: ${name}`, async () => {
      const messages = await layerMessages(code, planted);
      expect(messages.map((message) => [message.ruleId, message.line])).toEqual([['boundaries/dependencies', 1]]);
      expect(messages[0]!.message).toMatch(/^Imports only point down/);
    }, 120_000);
  }

  it('reports a file in a folder of src/ that is in no layer', async () => {
    const messages = await layerMessages("import { locales } from '../i18n/locales';\nexport const used = locales;\n", 'src/planted/planted.ts');
    expect(messages.map((message) => message.ruleId)).toEqual(['boundaries/no-unknown-files']);
  }, 120_000);

  it('places every folder of src/ in exactly one layer', () => {
    const folders = readdirSync(new URL('../../src', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      expect(layers.filter(({ folders: inLayer }) => inLayer.includes(folder)).map(({ name }) => name), folder).toHaveLength(1);
    }
  });
});
