import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * ESLint with the project's own config (eslint.config.js) for lint tests that plant files: the
 * planted files exist only as text, so the type-aware parser is told to accept them outside
 * tsconfig's file list; everything else is the project's config.
 */
export function plantedFilesLinter(files: string[]): ESLint {
  return new ESLint({
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    overrideConfig: {
      files,
      languageOptions: { parserOptions: { projectService: { allowDefaultProject: files, defaultProject: 'tsconfig.json' } } },
    },
  });
}
