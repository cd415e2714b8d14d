// Fails when the PO catalogs are out of date with the code (extraction would
// change them), when any message lacks a translation in any language, or when a
// translation breaks a house rule of its language (typography and one term per
// concept, `houseRules` below). Leaves the catalogs exactly as it found them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(root, 'src', 'locales');

/** Every PO file under src/locales, relative to it. */
function catalogFiles() {
  return readdirSync(localesDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.po'))
    .sort();
}

const read = (files) => Object.fromEntries(files.map((file) => [file, readFileSync(path.join(localesDir, file), 'utf8')]));

const before = read(catalogFiles());
const extraction = spawnSync(path.join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], {
  cwd: root,
  encoding: 'utf8',
});
const after = read(catalogFiles());

// Put everything back as it was.
for (const file of Object.keys(after)) if (!(file in before)) rmSync(path.join(localesDir, file));
for (const [file, text] of Object.entries(before)) writeFileSync(path.join(localesDir, file), text);

const problems = [];
if (extraction.status !== 0 || /Cannot process file/.test(extraction.stdout + extraction.stderr)) {
  problems.push(`lingui extract failed:\n${extraction.stdout}\n${extraction.stderr}`);
}
const outdated = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => before[file] !== after[file]);
if (outdated.length) {
  problems.push(
    `Catalogs out of date with the code: ${outdated.join(', ')}.\nRun "npm run i18n:extract", translate, commit.`,
  );
}

/** Entries (header excluded) of PO text: context, id and translation. */
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

/**
 * Rules a careful native writer keeps, per language: each a pattern that must not occur in a
 * translation, and what to write instead. French typography: the typographic apostrophe, and a
 * no-break space (U+00A0 or the narrow U+202F) before : ; ! ? » and after «, so a phone never
 * starts a line with the sign. One term per concept (issue 35).
 */
const houseRules = {
  fr: [
    { pattern: /'/, rule: 'a straight apostrophe: write ’ (U+2019)' },
    { pattern: / [:;!?»]/, rule: 'a breaking space before : ; ! ? or »: use a no-break space (U+202F or U+00A0)' },
    { pattern: /« /, rule: 'a breaking space after «: use a no-break space (U+202F or U+00A0)' },
    { pattern: /\bsuivi SEO\b/i, rule: '"suivi SEO": the SEO retainer is "accompagnement SEO"' },
  ],
  de: [
    { pattern: /Konversionsrate/, rule: '"Konversionsrate": the site says "Conversion-Rate"' },
    { pattern: /\bSEO Ergebnisse\b/, rule: '"SEO Ergebnisse": write "SEO-Ergebnisse"' },
    { pattern: /netto, zzgl\./, rule: '"netto, zzgl. MwSt." says it twice: write "zzgl. MwSt."' },
  ],
  en: [{ pattern: /\bLet us\b/, rule: `"Let us": write "Let's"` }],
};

let total = 0;
for (const [file, text] of Object.entries(before)) {
  const all = entries(text);
  total += all.length;
  const rules = houseRules[file.split(path.sep)[0]] ?? [];
  const broken = all.flatMap((entry) =>
    rules.filter(({ pattern }) => pattern.test(entry.msgstr.replace(/\\"/g, '"'))).map(({ rule }) => `  - ${rule}: "${entry.msgstr}"`),
  );
  if (broken.length) problems.push(`${file}: ${broken.length} translation(s) break a house rule:\n${broken.slice(0, 30).join('\n')}`);
  const missing = all.filter((entry) => entry.msgstr.trim() === '');
  if (missing.length) {
    problems.push(
      `${file}: ${missing.length} message(s) without translation:\n${missing
        .slice(0, 20)
        .map((entry) => `  - ${entry.msgctxt ? `[${entry.msgctxt}] ` : ''}${entry.msgid}`)
        .join('\n')}`,
    );
  }
}

if (!existsSync(localesDir) || Object.keys(before).length === 0) problems.push('No catalogs found under src/locales.');
if (problems.length) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(`Catalogs up to date: ${Object.keys(before).length} files, ${total} translated messages.`);
