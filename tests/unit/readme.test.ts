import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ stay true to the tree: every relative link points to a
 * file that exists (and to a heading that exists, where it names one), and the
 * README's folder map names every folder of src/ and only paths that exist.
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
