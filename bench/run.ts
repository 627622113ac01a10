/**
 * npm run bench [-- name…] — runs bench/<name>.bench.ts (all of them without a name).
 * Each module exports `async function run(): Promise<void>` that prints its figures and sets
 * process.exitCode when a budget is exceeded; a benchmark that throws fails the run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const all = fs.readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace(/\.bench\.ts$/, '')).sort();
const names = process.argv.slice(2);
const unknown = names.filter((n) => !all.includes(n));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${all.join(', ')}`);
  process.exit(2);
}

for (const name of names.length ? names : all) {
  console.log(`\n=== bench: ${name} ===`);
  const started = performance.now();
  try {
    const mod = (await import(pathToFileURL(path.join(dir, `${name}.bench.ts`)).href)) as { run: () => Promise<void> };
    await mod.run();
  } catch (e) {
    console.error(`bench ${name} failed:`, e);
    process.exitCode = 1;
  }
  console.log(`=== ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s ===`);
}
