// Checks every built page (every .html file under dist/, or the folder given as
// the first argument) with the W3C Nu HTML Checker (the vnu-jar package, run on
// the machine's Java) and fails on any error, printing each one with its file,
// line, column and the marked source. Warnings do not fail; they are counted,
// and listed with --warnings. Today's are all about the pages' Content Security
// Policy and are artefacts of checking files: 'self' does not match a file: URL,
// and the checker applies script-src to JSON data blocks (page-scripts, ld+json),
// which a browser does not run.
//
//   npm run build && npm run check:html
//   node scripts/check-html.mjs [dir] [--warnings]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { builtPages, shown } from './built-pages.mjs';
import { fileURLToPath } from 'node:url';

const { files, listWarnings } = builtPages('check-html');

// The package's own launcher would download a Java runtime when none is found;
// this script only uses the machine's (JAVA_HOME, else java on the PATH).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

// --format json writes the report to stderr; the exit code only says whether there were errors.
const run = spawnSync(java, ['-Xss1m', '-jar', vnuJar, '--format', 'json', ...files], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (run.error) {
  console.error(`check-html: could not run ${java} (${run.error.message}); the checker needs Java 11 or newer.`);
  process.exit(2);
}
let messages;
try {
  ({ messages } = JSON.parse(run.stderr));
} catch {
  console.error(`check-html: the checker did not answer in JSON (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  process.exit(2);
}

const isError = (message) => message.type === 'error' || message.type === 'non-document-error';
const isWarning = (message) => message.type === 'info' && message.subType === 'warning';
const errors = messages.filter(isError);
const warnings = messages.filter(isWarning);

const fileOf = (message) => (message.url ? shown(fileURLToPath(message.url)) : '(checker)');

const shorten = (text, max) => (text.length <= max ? text : `${text.slice(0, max - 31)} … ${text.slice(-30)}`);

/**
 * file:line:column and the message, then the source around it with the part the
 * checker points at between ⟦ and ⟧ (long parts shortened: prerendered pages are
 * mostly one line).
 */
function describe(message) {
  const where = message.lastLine ? `:${message.firstLine ?? message.lastLine}:${message.firstColumn ?? message.lastColumn}` : '';
  const lines = [`  ${fileOf(message)}${where}`, `    ${message.message}`];
  if (message.extract) {
    const { extract, hiliteStart = 0, hiliteLength = 0 } = message;
    const before = extract.slice(0, hiliteStart);
    const marked = extract.slice(hiliteStart, hiliteStart + hiliteLength);
    const after = extract.slice(hiliteStart + hiliteLength);
    lines.push(`    ${`${before}⟦${shorten(marked, 160)}⟧${after}`.replace(/\n/g, '⏎')}`);
  }
  return lines.join('\n');
}

/** The messages grouped by their text, most frequent first: the kinds of problem. */
function kinds(list) {
  const counts = new Map();
  for (const message of list) counts.set(message.message, (counts.get(message.message) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([text, count]) => `  ${String(count).padStart(4)} × ${text}`);
}

if (listWarnings && warnings.length > 0) {
  console.log(`Warnings (${warnings.length}):`);
  for (const warning of warnings) console.log(describe(warning));
  console.log();
}
if (errors.length > 0) {
  console.log(`Errors (${errors.length}):`);
  for (const error of errors) console.log(describe(error));
  console.log(`\nErrors by kind:\n${kinds(errors).join('\n')}\n`);
}

const filesWithErrors = new Set(errors.map(fileOf)).size;
const warningNote = warnings.length > 0 && !listWarnings ? ` (--warnings lists them)` : '';
console.log(
  `check-html: ${errors.length} error(s) in ${filesWithErrors} of ${files.length} file(s), ${warnings.length} warning(s)${warningNote}.`,
);
process.exit(errors.length > 0 ? 1 : 0);
