/**
 * node --import tsx scripts/slowest-files.ts [N] — the N (10) slowest test files of the last run:
 * the Vitest runs' times (test-results/times/*.json) and the browser tests' report
 * (test-results/e2e.json, each file's tests summed over its projects and retries).
 */
import fs from 'node:fs';
import path from 'node:path';

interface PwSuite { file?: string; suites?: PwSuite[]; specs?: Array<{ file: string; tests: Array<{ results: Array<{ duration: number }> }> }> }

const n = Number(process.argv[2]) || 10;
const rows: Array<{ where: string; file: string; ms: number }> = [];

const timesDir = 'test-results/times';
for (const name of fs.existsSync(timesDir) ? fs.readdirSync(timesDir).filter((f) => f.endsWith('.json')) : []) {
  for (const t of JSON.parse(fs.readFileSync(path.join(timesDir, name), 'utf8')) as Array<{ file: string; ms: number }>) {
    rows.push({ where: path.basename(name, '.json'), file: t.file, ms: t.ms });
  }
}

if (fs.existsSync('test-results/e2e.json')) {
  const byFile = new Map<string, number>();
  const walk = (s: PwSuite) => {
    for (const spec of s.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of s.suites ?? []) walk(child);
  };
  for (const s of (JSON.parse(fs.readFileSync('test-results/e2e.json', 'utf8')) as { suites: PwSuite[] }).suites) walk(s);
  for (const [file, ms] of byFile) rows.push({ where: 'e2e', file: path.join('tests/e2e', file), ms });
}

rows.sort((a, b) => b.ms - a.ms);
console.log(`slowest ${Math.min(n, rows.length)} test files:`);
for (const r of rows.slice(0, n)) console.log(`  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.file}  (${r.where})`);
