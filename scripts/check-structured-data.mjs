// Checks the structured data of every built page (every .html file under dist/,
// or the folder given as the first argument) with Adobe's structured-data
// validator, which applies Google's rich-result rules to what
// @marbec/web-auto-extractor reads from the HTML (JSON-LD, microdata, RDFa).
// Fails on any error, printing the file, the path of types and the message;
// warnings do not fail, they are counted, and listed with --warnings.
//
//   npm run build && npm run check:structured-data
//   node scripts/check-structured-data.mjs [dir] [--warnings]
import { readFileSync } from 'node:fs';
import { builtPages, shown } from './built-pages.mjs';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

const { files, listWarnings } = builtPages('check-structured-data');

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
