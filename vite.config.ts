import { execSync } from 'node:child_process';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routeTable } from './scripts/vite-route-table.ts';
import { chunking, moduleSideEffects } from './scripts/vite-chunks.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import { antdCssPlugin } from './scripts/vite-antd-css.ts';
import { themeConfig } from './src/theme/theme-config.ts';

/** Identifies one build: the commit when there is one, plus the time, so every deploy differs. */
function makeBuildId(): string {
  let commit = '';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // No git or no commit yet: the time alone still tells builds apart.
  }
  return [commit, Date.now().toString(36)].filter(Boolean).join('-');
}

const BUILD_ID = process.env.BUILD_ID ?? makeBuildId();

/** Writes dist/build.json, which open tabs poll to learn that a newer build is deployed (docs/architecture.md#build-check). */
function buildJson(build: string): Plugin {
  return {
    name: 'parley-build-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: `${JSON.stringify({ build })}\n` });
    },
  };
}

const define = { __BUILD_ID__: JSON.stringify(BUILD_ID) };
/** The plugins that shape the module graph; the chunking's first pass runs them too. */
const graphPlugins = () => [react(), routeTable()];

export default defineConfig({
  plugins: [...graphPlugins(), chunking({ plugins: graphPlugins, define, build: { rolldownOptions: { treeshake: { moduleSideEffects } } } }), antdCssPlugin(() => themeConfig('light')), buildJson(BUILD_ID), precompressPlugin()],
  define,
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { treeshake: { moduleSideEffects } },
  },
});
