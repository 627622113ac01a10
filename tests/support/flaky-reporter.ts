/**
 * Names every test that failed and then passed on its retry, at the end of the run. Vitest's
 * default reporter shows such a test as passed, and a retry must not hide a race: it is reported
 * here, with the error of the attempt that failed, so it gets fixed rather than forgotten.
 */
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  private readonly flaky: TestCase[] = [];

  onTestCaseResult(test: TestCase): void {
    if (test.diagnostic()?.flaky) this.flaky.push(test);
  }

  onTestRunEnd(): void {
    if (!this.flaky.length) return;
    console.log(`\nTests that failed once and passed on retry: ${this.flaky.length}`);
    for (const test of this.flaky) {
      const errors = test.result().errors ?? [];
      console.log(`(retry x${test.diagnostic()?.retryCount}) ${test.module.moduleId.replace(process.cwd() + '/', '')} > ${test.fullName}`);
      for (const error of errors.slice(0, 1)) console.log(`    ${String(error.message).split('\n')[0]}`);
    }
  }
}
