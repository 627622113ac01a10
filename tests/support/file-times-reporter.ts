/**
 * Writes how long each test file took (set-up, import and tests) to test-results/times/<label>.json,
 * so the test command can name its slowest files at the end of a run. The label (TEST_TIMES_LABEL)
 * tells the two API runs, on PGlite and on PostgreSQL, apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class FileTimesReporter implements Reporter {
  private readonly times: Array<{ file: string; ms: number }> = [];

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    this.times.push({ file: path.relative(process.cwd(), module.moduleId), ms: Math.round(ms) });
  }

  onTestRunEnd(): void {
    const label = process.env.TEST_TIMES_LABEL;
    if (!label) return;
    const dir = path.resolve('test-results/times');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${label}.json`), JSON.stringify(this.times));
  }
}
