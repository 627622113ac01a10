/**
 * Code, tests and the README cite the project's docs by file and heading
 * (`docs/areas/sms.md#routing`). Every citation must name a file that exists and, when it has an
 * anchor, a heading in that file; links between the docs are held to the same rule. Citations of
 * documents outside the repository are refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, slug } from './doc-anchors.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'migrations', 'coverage']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|sh|css|html|yml|yaml)$/;
const CITATION = /\bdocs\/[\w\-/]+\.md(?:#[\w-]+)?/g;
// Built from parts so this file does not match itself.
const OUTSIDE = new RegExp(['SPEC\\.md', 'SPEC \\u00a7', 'DESIGN\\.md'].join('|'));

function files(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) files(full, out);
    } else if (TEXT.test(entry.name) && entry.name !== 'package-lock.json') {
      out.push(full);
    }
  }
  return out;
}

const anchorCache = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let set = anchorCache.get(file);
  if (!set) anchorCache.set(file, (set = anchorsOf(fs.readFileSync(file, 'utf8'))));
  return set;
}

/** The problem with a citation of `target` (a path from the repository root, maybe with #anchor), or null. */
function check(target: string): string | null {
  const [file, anchor] = target.split('#');
  const full = path.join(ROOT, file);
  if (!fs.existsSync(full)) return `${file} does not exist`;
  if (anchor !== undefined && !anchors(full).has(anchor)) return `${file} has no heading #${anchor}`;
  return null;
}

const all = files(ROOT);
const rel = (f: string) => path.relative(ROOT, f);

describe('doc citations', () => {
  it('slugs headings as GitHub does', () => {
    expect(slug('Jobs, live events and webhooks')).toBe('jobs-live-events-and-webhooks');
    expect(slug('Front-end conventions')).toBe('front-end-conventions');
    expect(slug('The `can()` rule')).toBe('the-can-rule');
    expect([...anchorsOf('# A\n## Rules\n```\n## Not a heading\n```\n## Rules\n')]).toEqual(['a', 'rules', 'rules-1']);
  });

  it('every docs/… citation in the code, tests and README names an existing file and heading', () => {
    const problems: string[] = [];
    let cited = 0;
    for (const file of all) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(CITATION)) {
        cited++;
        const problem = check(match[0]);
        if (problem) problems.push(`${rel(file)}: ${match[0]}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(cited).toBeGreaterThan(40);
  });

  it('links between the docs point at existing files and headings', () => {
    const problems: string[] = [];
    const docs = all.filter((f) => rel(f).startsWith('docs/') && f.endsWith('.md'));
    expect(docs.length).toBeGreaterThanOrEqual(8);
    for (const file of [...docs, path.join(ROOT, 'README.md')]) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(href)) continue;
        const [target, anchor] = href.split('#');
        const resolved = target ? rel(path.resolve(path.dirname(file), target)) : rel(file);
        if (!resolved.endsWith('.md') && anchor === undefined) {
          if (!fs.existsSync(path.join(ROOT, resolved))) problems.push(`${rel(file)}: ${href}: ${resolved} does not exist`);
          continue;
        }
        const problem = check(anchor === undefined ? resolved : `${resolved}#${anchor}`);
        if (problem) problems.push(`${rel(file)}: ${href}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('cites no document outside the repository', () => {
    const stale = all.filter((f) => OUTSIDE.test(fs.readFileSync(f, 'utf8'))).map(rel);
    expect(stale).toEqual([]);
  });
});
