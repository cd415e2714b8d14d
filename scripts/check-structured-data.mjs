// Checks the structured data of every built page (every .html file under dist/,
// or the folder given as the first argument) with Adobe's structured-data
// validator, which applies Google's rich-result rules to what
// @marbec/web-auto-extractor reads from the HTML (JSON-LD, microdata, RDFa).
// Fails on any error, printing the file, the path of types and the message;
// warnings do not fail, they are counted, and listed with --warnings.
//
//   npm run build && npm run check:structured-data
//   node scripts/check-structured-data.mjs [dir] [--warnings]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const listWarnings = args.includes('--warnings');
const dir = path.resolve(root, args.find((arg) => !arg.startsWith('--')) ?? 'dist');

/** A path relative to the project where it is inside it. */
const shown = (file) => (path.relative(root, file).startsWith('..') ? file : path.relative(root, file) || '.');

const files = existsSync(dir)
  ? readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .sort()
      .map((file) => path.join(dir, file))
  : [];
if (files.length === 0) {
  console.error(`check-structured-data: no .html files in ${shown(dir)}; run npm run build first.`);
  process.exit(2);
}

// Without a schema.org vocabulary the validator runs Google's rich-result rules only
// (no download of the vocabulary: the check works offline and gives the same result every day).
const validator = new Validator();
const where = (issue) => (issue.path ?? []).map((step) => step.type).join(' → ');
let errors = 0;
let warnings = 0;
let items = 0;
for (const file of files) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(readFileSync(file, 'utf8'));
  items += Object.values(extracted).reduce((sum, byType) => sum + Object.values(byType ?? {}).flat().length, 0);
  const issues = await validator.validate(extracted);
  for (const issue of issues) {
    const isError = issue.severity === 'ERROR';
    if (isError) errors += 1;
    else warnings += 1;
    if (isError || listWarnings) {
      console.log(`${shown(file)}: ${issue.severity.toLowerCase()}: ${where(issue)}: ${issue.issueMessage}${issue.location ? ` (at ${issue.location})` : ''}`);
    }
  }
}
console.log(
  `check-structured-data: ${files.length} pages, ${items} items, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${warnings && !listWarnings ? ' (--warnings lists them)' : ''}.`,
);
process.exit(errors > 0 ? 1 : 0);
