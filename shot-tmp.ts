import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './tests/support/chromium.ts';
import { freePort, startServer, stopServer } from './tests/support/server-process.ts';
import { DEMO, signIn } from './tests/e2e/helpers.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-shot-'));
const server = await startServer({ logFile: path.join(dir, 'log'), env: { DATA_DIR: path.join(dir, 'data'), SMSC_SIMULATOR_PORT: String(await freePort()) } });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('response', async (r) => { if (r.url().includes('segments')) console.log(r.status(), r.url()); });
  await signIn(page, DEMO.email, DEMO.password);
  for (const p of (process.env.PAGES ?? '/campaigns').split(',')) {
    await page.goto(p);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/work/shots/page${p.replace(/\//g, '_')}.png` });
  }
} finally {
  await browser.close();
  await stopServer(server);
}
