// Every relative link in README.md and docs/**/*.md resolves: the file exists inside the repository
// and, when the link names an #anchor, the target page has a heading with that anchor (GitHub's
// rule: lower case, punctuation dropped, spaces to hyphens, repeats numbered).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** The text outside fenced code blocks and inline code spans. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors of a page's headings (outside fenced code; inline code in a heading counts as text). */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, title] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = title!
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Problems with the relative links of one file, as "file: link — why". */
function linkProblems(file: string): string[] {
  const problems: string[] = [];
  const where = path.relative(ROOT, file);
  for (const [, target] of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue; // http:, https:, mailto:
    const [pathPart, anchor] = target!.split('#', 2) as [string, string | undefined];
    const resolved = pathPart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(pathPart));
    if (path.relative(ROOT, resolved).startsWith('..')) {
      problems.push(`${where}: ${target} — points outside the repository`);
      continue;
    }
    if (!existsSync(resolved)) {
      problems.push(`${where}: ${target} — no such file`);
      continue;
    }
    if (anchor !== undefined) {
      if (!resolved.endsWith('.md'))
        problems.push(`${where}: ${target} — an anchor into a file that is not markdown`);
      else if (!headingAnchors(readFileSync(resolved, 'utf8')).has(anchor))
        problems.push(`${where}: ${target} — no heading with that anchor`);
    }
  }
  return problems;
}

describe('documentation links', () => {
  const files = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

  it('should find the README and the docs folder', () => {
    assert.ok(files.length > 5, files.join(', '));
  });

  it('should resolve every relative link in README.md and docs/ (files and #anchors)', () => {
    assert.deepEqual(files.flatMap(linkProblems), []);
  });

  it('should derive anchors the way GitHub does', () => {
    const anchors = headingAnchors(
      '# Top\n## `GET /api/v1/markets`\n## Prices: which one, and how fresh\n## Notes\n## Notes\n```\n# not a heading\n```\n',
    );
    assert.deepEqual(
      [...anchors],
      ['top', 'get-apiv1markets', 'prices-which-one-and-how-fresh', 'notes', 'notes-1'],
    );
  });
});
