// The browser tests in quarantine (tests/e2e/quarantine.json): tests that cannot yet be made
// stable. The main run leaves them out (playwright.config.ts); this runs them on their own, once,
// without retries, and prints what they did. Their result never fails `npm test`, and never goes
// unsaid either: every run prints the list, each test's outcome, and whether an entry names no test.
//
//   node scripts/quarantine.mjs            run them and report
//   node scripts/quarantine.mjs --pattern  print the pattern the main run leaves out (for the config)
//
// An entry: { "title": "<the test's title, or a part of it that names it alone>", "reason": "...", "since": "YYYY-MM-DD" }.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const listFile = fileURLToPath(new URL('../tests/e2e/quarantine.json', import.meta.url));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The quarantined entries. */
export function quarantinedTests() {
  return JSON.parse(readFileSync(listFile, 'utf8'));
}

/** The pattern that matches the quarantined tests' titles, or null when the list is empty. */
export function quarantinePattern(entries = quarantinedTests()) {
  return entries.length ? new RegExp(entries.map((entry) => escape(entry.title)).join('|')) : null;
}

function report() {
  const entries = quarantinedTests();
  if (entries.length === 0) {
    console.log('Quarantine: empty (tests/e2e/quarantine.json). Every browser test ran in the main run.');
    return;
  }
  console.log(`QUARANTINE: ${entries.length} browser test(s) are left out of the main run (tests/e2e/quarantine.json):`);
  for (const { title, reason, since } of entries) console.log(`  - ${title}\n      since ${since ?? '?'}: ${reason ?? 'no reason given'}`);
  const pattern = quarantinePattern(entries).source;
  // Each entry must name a test: a stale one would quietly match nothing.
  const listed = spawnSync('npx', ['playwright', 'test', '--list', '--grep', pattern], { encoding: 'utf8', env: { ...process.env, QUARANTINE_RUN: '1' } });
  for (const { title } of entries) {
    if (!listed.stdout.includes(title)) console.log(`QUARANTINE: no test is titled "${title}": remove or correct the entry.`);
  }
  const run = spawnSync('npx', ['playwright', 'test', '--grep', pattern, '--retries', '0', '--reporter', 'list'], {
    stdio: 'inherit',
    env: { ...process.env, QUARANTINE_RUN: '1' },
  });
  console.log(
    run.status === 0
      ? 'QUARANTINE: every quarantined test passed this time. A pass is no proof: run it with --repeat-each before it leaves the list.'
      : `QUARANTINE: quarantined tests FAILED (exit ${run.status}); not counted in npm test's result. Fix them: the list must be empty.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--pattern')) console.log(quarantinePattern()?.source ?? '');
  else report();
}
