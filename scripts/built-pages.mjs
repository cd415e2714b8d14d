// The pages a build-output checker reads (check-html, check-structured-data): every .html file
// under dist/ or the folder given as the first argument, and the checker's --warnings flag.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** A path relative to the project where it is inside it. */
export const shown = (file) => (path.relative(root, file).startsWith('..') ? file : path.relative(root, file) || '.');

/** The built pages to check, sorted; exits with 2 (naming `checker`) when there are none. */
export function builtPages(checker, args = process.argv.slice(2)) {
  const dir = path.resolve(root, args.find((arg) => !arg.startsWith('--')) ?? 'dist');
  const files = existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.html'))
        .sort()
        .map((file) => path.join(dir, file))
    : [];
  if (files.length === 0) {
    console.error(`${checker}: no .html files in ${shown(dir)}; run npm run build first.`);
    process.exit(2);
  }
  return { files, listWarnings: args.includes('--warnings') };
}
