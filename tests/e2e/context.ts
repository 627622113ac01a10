import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** What tests/e2e/run.ts hands to each `*.e2e.ts` module's `run(ctx)`. */
export interface E2EContext {
  /** http://127.0.0.1:<port> of a fresh Parley server (empty data dir, demo seed as configured). */
  baseURL: string;
  browser: Browser;
  /** A new browser context with baseURL set; closed by the harness after the test. */
  newContext(opts?: BrowserContextOptions): Promise<BrowserContext>;
  /** Saves test-results/e2e/<name>.png and returns its path. */
  screenshot(page: Page, name: string): Promise<string>;
  /** Runs fn, logging the label and its time, so a failure shows the step it happened in. */
  step<T>(label: string, fn: () => Promise<T>): Promise<T>;
}

/** The shape of a tests/e2e/*.e2e.ts module. */
export interface E2EModule {
  name: string;
  /** Left out of the default run, with the reason; `npm run test:e2e -- <name>` runs it. */
  optIn?: string;
  /** A longer budget than the harness's two minutes, for a journey that starts its own server. */
  timeoutMs?: number;
  run(ctx: E2EContext): Promise<void>;
}
