// Fails when the PO catalogs are out of date with the code (extraction would
// change them) or when any message lacks a translation in any language.
// Leaves the catalogs exactly as it found them.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const locales = ['de', 'en', 'fr'];
const catalogPath = (locale) => path.join(root, 'src', 'locales', locale, 'messages.po');

const before = Object.fromEntries(locales.map((locale) => [locale, readFileSync(catalogPath(locale), 'utf8')]));
const extraction = spawnSync(path.join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], {
  cwd: root,
  encoding: 'utf8',
});
const after = Object.fromEntries(locales.map((locale) => [locale, readFileSync(catalogPath(locale), 'utf8')]));
locales.forEach((locale) => writeFileSync(catalogPath(locale), before[locale]));

const problems = [];
if (extraction.status !== 0) problems.push(`lingui extract failed:\n${extraction.stdout}\n${extraction.stderr}`);
const outdated = locales.filter((locale) => after[locale] !== before[locale]);
if (outdated.length) {
  problems.push(`Catalogs out of date with the code: ${outdated.join(', ')}. Run "npm run i18n:extract", translate, commit.`);
}

/** msgid → msgstr of every entry (header excluded), from PO text. */
function entries(po) {
  const result = [];
  for (const block of po.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => !line.startsWith('#'));
    let field = null;
    const value = { msgctxt: '', msgid: '', msgstr: '' };
    for (const line of lines) {
      const start = line.match(/^(msgctxt|msgid|msgstr) "(.*)"$/);
      if (start) {
        field = start[1];
        value[field] = start[2];
      } else if (field && /^".*"$/.test(line)) {
        value[field] += line.slice(1, -1);
      }
    }
    if (field && value.msgid !== '') result.push(value);
  }
  return result;
}

for (const locale of locales) {
  const missing = entries(before[locale]).filter((entry) => entry.msgstr.trim() === '');
  if (missing.length) {
    problems.push(
      `${locale}: ${missing.length} message(s) without translation:\n${missing
        .slice(0, 20)
        .map((entry) => `  - ${entry.msgctxt ? `[${entry.msgctxt}] ` : ''}${entry.msgid}`)
        .join('\n')}`,
    );
  }
}

if (problems.length) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
const count = entries(before.en).length;
console.log(`Catalogs up to date; ${count} messages translated in ${locales.join(', ')}.`);
