import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plantedFilesLinter } from '../support/plantedLint';

/**
 * Machines stay pure, enforced by the lint config (eslint.config.js, the
 * src/machines/** block): code with browser globals, timers or React fails in a
 * machine file and passes in a component (planted as text: tests/support/plantedLint.ts).
 */
const machineFile = 'src/machines/planted.ts';
const componentFile = 'src/components/planted.ts';
const eslint = plantedFilesLinter([machineFile, componentFile]);
const purityRules = new Set(['no-restricted-globals', 'no-restricted-imports']);

/** One planted line each, with the rule that must report it in a machine file. */
const planted = [
  { code: "import { useState } from 'react';", rule: 'no-restricted-imports' },
  { code: "import { useMachine } from '@xstate/react';", rule: 'no-restricted-imports' },
  { code: "import { createRoot } from 'react-dom/client';", rule: 'no-restricted-imports' },
  { code: 'export const width = window.innerWidth;', rule: 'no-restricted-globals' },
  { code: 'export const heading = () => document.querySelector(`h1`);', rule: 'no-restricted-globals' },
  { code: 'export const saved = () => localStorage.getItem(`key`);', rule: 'no-restricted-globals' },
  { code: 'export const session = () => sessionStorage.length;', rule: 'no-restricted-globals' },
  { code: 'export const online = () => navigator.onLine;', rule: 'no-restricted-globals' },
  { code: 'export const later = () => setTimeout(() => undefined, 10);', rule: 'no-restricted-globals' },
  { code: 'export const tick = () => setInterval(() => undefined, 10);', rule: 'no-restricted-globals' },
  { code: 'export const stop = (id: number) => clearTimeout(id);', rule: 'no-restricted-globals' },
  { code: 'export const frame = () => requestAnimationFrame(() => undefined);', rule: 'no-restricted-globals' },
  { code: 'export const wide = () => matchMedia(`(min-width: 40em)`).matches;', rule: 'no-restricted-globals' },
  { code: 'export const sneaky = () => globalThis.setTimeout(() => undefined, 10);', rule: 'no-restricted-globals' },
  { code: 'export const observer = () => new IntersectionObserver(() => undefined);', rule: 'no-restricted-globals' },
];
const plantedCode = `${planted.map(({ code }) => code).join('\n')}\nexport const useAll = () => [useState, useMachine, createRoot];\n`;

async function purityMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.fatal || purityRules.has(message.ruleId ?? ''));
}

describe('lint: machines stay pure (src/machines/**)', () => {
  it('reports browser globals, timers and React imports in a machine file, each on its line', async () => {
    const messages = await purityMessages(plantedCode, machineFile);
    for (const [index, { code, rule }] of planted.entries()) {
      expect(messages.filter((message) => message.line === index + 1).map((message) => message.ruleId), code).toEqual([rule]);
    }
    expect(messages).toHaveLength(planted.length);
  }, 60_000);

  it('lets the same code through in a component', async () => {
    expect(await purityMessages(plantedCode, componentFile)).toEqual([]);
  }, 60_000);

  it('lets a pure machine through: local names, DOM types, ES built-ins and XState delays', async () => {
    const pure = [
      "import { setup } from 'xstate';",
      'export type Target = HTMLElement | undefined;',
      'export const label = (status: number, name: string) => `${name}: ${status}`;',
      'export const stamp = () => new URL(`https://example.com`).origin + String(Math.max(1, Date.now()));',
      'export const machine = setup({}).createMachine({ initial: `a`, states: { a: { after: { 1000: `b` } }, b: {} } });',
    ].join('\n');
    expect(await purityMessages(pure, machineFile)).toEqual([]);
  }, 60_000);

  it('covers every machine file in the tree', async () => {
    const files = readdirSync(new URL('../../src/machines', import.meta.url)).filter((name) => /\.tsx?$/.test(name));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const config = (await eslint.calculateConfigForFile(`src/machines/${name}`)) as { rules: Record<string, unknown[]> };
      expect(config.rules['no-restricted-globals']?.[0], name).toBe(2);
      expect(config.rules['no-restricted-imports']?.[0], name).toBe(2);
    }
  });
});
