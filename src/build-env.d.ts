/** Replaced at build time by vite.config.ts (`define`); also written to dist/build.json. */
declare const __BUILD_ID__: string;
