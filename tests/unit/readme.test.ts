import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ stay true to the tree: every relative link points to a
 * file that exists (and to a heading that exists, where it names one), and the
 * README's folder map names every folder of src/ and only paths that exist,
 * and every path written in backticks names something that exists (the rule is
 * at `backtickedPathProblems`).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const docsDir = path.join(root, 'docs');
const documents = ['README.md', ...readdirSync(docsDir).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The text without fenced code blocks and inline code, where brackets are code, not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Link targets of a Markdown text: inline links and reference definitions. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!);
  return [...inline, ...references];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*~]|<[^>]+>/g, '');
    const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** What is wrong with the relative links of a document at `file` (a path from the repository root). */
function linkProblems(markdown: string, file: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    // Other schemes (https:, mailto:) and protocol-relative addresses are not files of the repository.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [rawPath = '', fragment] = target.split('#', 2) as [string, string | undefined];
    const linkedPath = decodeURIComponent(rawPath);
    const resolved = linkedPath === '' ? path.join(root, file) : path.join(linkedPath.startsWith('/') ? root : path.dirname(path.join(root, file)), linkedPath);
    if (!existsSync(resolved)) {
      problems.push(`${file}: ${target} → no such file ${path.relative(root, resolved)}`);
      continue;
    }
    if (fragment && resolved.endsWith('.md') && statSync(resolved).isFile()) {
      const anchors = headingAnchors(linkedPath === '' ? markdown : readFileSync(resolved, 'utf8'));
      if (!anchors.has(decodeURIComponent(fragment).toLowerCase())) {
        problems.push(`${file}: ${target} → no heading #${fragment} in ${path.relative(root, resolved)}`);
      }
    }
  }
  return problems;
}

/** The paths the README's folder map names: the first word of each line of the code block under "## Folder map". */
function folderMapPaths(readme: string): string[] {
  const section = /^## Folder map\s*$([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const block = /^```[^\n]*\n([\s\S]*?)^```/m.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .filter((line) => /^\S/.test(line))
    .map((line) => line.split(/\s+/)[0]!);
}

const directories = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}/`);

/** Folders of the checkout that are not the repository: dependencies, git, build and test output. */
const notInRepository = /^(?:node_modules|\.git|dist(?:-[\w-]+)?|test-results|playwright-report|screenshots|local-mail)$/;

/** Every file and folder of the repository (folders with a trailing slash), as paths from the root. */
function repositoryPaths(dir = ''): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (dir === '' && notInRepository.test(entry.name)) continue;
    const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) paths.push(`${relative}/`, ...repositoryPaths(relative));
    else paths.push(relative);
  }
  return paths;
}

/** Where a backticked path must start to be read from the repository's root. */
const rootFolders = ['src/', 'scripts/', 'tests/', 'docs/', 'public/', '.ci/'];
/** A bare file name with one of these endings must be the name of a file somewhere in the repository. */
const sourceFileName = /^[\w.-]+\.(?:ts|tsx|mjs|md|css|po|sh)$/;
/** Paths that a build, a test run or a tool writes: not in the repository. */
const generated = /^(?:dist(?:-[\w-]+)?|node_modules|local-mail|test-results|playwright-report)\//;

/**
 * The rule for paths in backticks (inline code, not fenced blocks). A token is a path when it has
 * no space, quote, bracket, glob or placeholder (`*`, `{`, `<`, `…`, `$`), is no URL, no route
 * (starts with `/`) and no package import (its first segment, or `@scope/name`, is a dependency in
 * package.json); a `:line` suffix and a `#fragment` are dropped. Then:
 * - one that starts with a root folder (`src/`, `scripts/`, `tests/`, `docs/`, `public/`, `.ci/`)
 *   must exist at that path;
 * - another one with a `/` (a path inside a folder the text names, `components/PageRecovery`,
 *   `pages/legal.po`) must be the end of some path of the repository, unless it is build output
 *   (`dist/`, `dist-*`, `node_modules/`, `local-mail/`);
 * - one without a `/` that ends in .ts, .tsx, .mjs, .md, .css, .po or .sh must be the name of a
 *   file of the repository. Other bare names (`sitemap.xml`, `sw.js`) are often build output and
 *   are not checked.
 */
function backtickedPathProblems(markdown: string, file: string, paths: string[], packages: Set<string>): string[] {
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const problems: string[] = [];
  for (const [, code] of withoutFences.matchAll(/`([^`\n]+)`/g)) {
    const token = code!.trim().replace(/#[\w-]*$/, '').replace(/:\d+(?:[–-]\d+)?$/, '');
    if (token === '' || /[\s'"()[\]*{}<>…$,;=|!?]/.test(token) || /^[a-z][a-z0-9+.-]*:/i.test(token) || token.startsWith('/')) continue;
    const segments = token.split('/');
    const packageName = token.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0]!;
    if (packages.has(packageName)) continue;
    const folder = token.endsWith('/') ? token : `${token}/`;
    let ok: boolean;
    if (rootFolders.some((start) => token.startsWith(start))) ok = existsSync(path.join(root, token));
    else if (token.includes('/')) {
      if (generated.test(token) || token.startsWith('@') || token.startsWith('.')) continue;
      ok = paths.some((known) => known === token || known === folder || known.endsWith(`/${token}`) || known.endsWith(`/${folder}`));
    } else if (sourceFileName.test(token)) ok = paths.some((known) => known === token || known.endsWith(`/${token}`));
    else continue;
    if (!ok) problems.push(`${file}: \`${code}\` names no path of the repository`);
  }
  return problems;
}

const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
const packageNames = new Set([...Object.keys(packageJson.dependencies ?? {}), ...Object.keys(packageJson.devDependencies ?? {})]);

describe('paths in backticks in the README and docs/', () => {
  const paths = repositoryPaths();

  for (const file of documents) {
    it(`${file}: every backticked path exists`, () => {
      expect(backtickedPathProblems(readFileSync(path.join(root, file), 'utf8'), file, paths, packageNames)).toEqual([]);
    });
  }

  it('reports a missing path and leaves URLs, routes, globs, packages and build output alone', () => {
    const planted = [
      '`src/pages/about/content.ts` `src/pages/legal/` `src/app/App.tsx:12` `docs/testing.md#nginx`',
      '`components/Gone` `components/PageRecovery` `pages/legal.po` `Gone.tsx` `global.css`',
      '`https://example.com/a.ts` `/en/about` `src/pages/*/index.ts` `src/pages/{page}/` `@xstate/react` `react-dom/static`',
      '`dist/_headers` `sitemap.xml` `npm run build` `a / b`',
      '```sh\nls src/not-here.ts\n```',
    ].join('\n');
    expect(backtickedPathProblems(planted, 'README.md', paths, new Set(['@xstate/react', 'react-dom']))).toEqual([
      'README.md: `src/pages/about/content.ts` names no path of the repository',
      'README.md: `components/Gone` names no path of the repository',
      'README.md: `Gone.tsx` names no path of the repository',
    ]);
  });
});

describe('links in the README and docs/', () => {
  it('finds the documents and their links', () => {
    expect(documents).toContain('README.md');
    expect(documents.length).toBeGreaterThan(1);
    expect(linkTargets(readFileSync(path.join(root, 'README.md'), 'utf8')).length).toBeGreaterThan(0);
  });

  for (const file of documents) {
    it(`${file}: every relative link points to an existing file and heading`, () => {
      expect(linkProblems(readFileSync(path.join(root, file), 'utf8'), file)).toEqual([]);
    });
  }

  it('reports a link to a missing file, a missing heading and a broken anchor in the same file', () => {
    const planted = [
      '# Title',
      '[fine](docs/architecture.md#islands) [same file](#title) [web](https://example.com/x.md)',
      '[gone](docs/no-such-file.md) [no heading](docs/architecture.md#no-such-heading) [here](#nowhere)',
      '`[in code](docs/ignored.md)`',
    ].join('\n');
    expect(linkProblems(planted, 'README.md')).toEqual([
      'README.md: docs/no-such-file.md → no such file docs/no-such-file.md',
      'README.md: docs/architecture.md#no-such-heading → no heading #no-such-heading in docs/architecture.md',
      'README.md: #nowhere → no heading #nowhere in README.md',
    ]);
  });

  it('makes anchors the way GitHub does', () => {
    expect([...headingAnchors('## Shell (every page)\n## The `scrollReveal` machine\n## Notes\n## Notes')]).toEqual([
      'shell-every-page',
      'the-scrollreveal-machine',
      'notes',
      'notes-1',
    ]);
  });
});

describe("the README's folder map", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const mapped = folderMapPaths(readme);

  it('names every folder of src/', () => {
    const missing = directories('src').filter((dir) => !mapped.includes(dir));
    expect(missing).toEqual([]);
  });

  it('names tests/ and each of its folders, scripts/, public/, docs/ and .ci/', () => {
    const expected = [...directories('tests'), 'tests/e2e/support/', 'scripts/', 'public/', 'docs/', '.ci/'];
    expect(expected.filter((dir) => !mapped.includes(dir))).toEqual([]);
  });

  it('names only paths that exist', () => {
    expect(mapped.length).toBeGreaterThan(0);
    expect(mapped.filter((entry) => !existsSync(path.join(root, entry)))).toEqual([]);
  });
});
