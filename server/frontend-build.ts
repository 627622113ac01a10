/**
 * `npm start` builds the front end when its sources are newer than dist/, so a fresh checkout
 * needs no separate build step. The build id (a hash of dist/build.json) feeds the update check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'providers', 'resources', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function ensureFrontendBuilt(root: string, distDir: string, log: (msg: string) => void): void {
  const index = path.join(distDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt && builtAt >= changedAt) return;
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) {
    log(builtAt ? 'front end sources changed but Vite is not installed; serving the existing build' : 'no front-end build and no Vite to make one: run npm ci');
    return;
  }
  log(builtAt ? 'front end changed: rebuilding…' : 'building the front end (first start)…');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the front-end build failed');
}

export function buildId(distDir: string): string {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'build.json'), 'utf8')).build ?? 'dev';
  } catch {
    return 'dev';
  }
}
