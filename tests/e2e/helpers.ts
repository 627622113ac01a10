/** Small steps the end-to-end tests share: signing in, reading the outbox as staff, picking from a menu. */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

export const DEMO = { email: 'demo@parley.dev', password: 'parley-demo' };

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Finds the newest mail to `to` in the outbox screen (as staff, on `page`) and answers the first
 * link in it that contains `pathPart`.
 */
export async function linkFromOutbox(page: Page, to: string, pathPart: string): Promise<string> {
  await page.goto('/management/mail-outbox');
  const row = page.getByRole('row').filter({ hasText: to }).first();
  await row.waitFor();
  await row.click();
  const link = page.locator(`a[href*="${pathPart}"]`).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  assert.ok(href, `a link with ${pathPart} in the mail to ${to}`);
  return href;
}

export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  return errors;
}

/**
 * Opens a dropdown menu and picks an item, until `done` shows (or, without it, the menu closes). On
 * a busy machine a menu can close again before the click lands, or a click landing while it
 * slides in can be lost: nothing ran, so the pick is tried again.
 */
export async function chooseFromMenu(opener: Locator, item: Locator, done?: Locator): Promise<void> {
  // A page behind another tab of its context gets no animation frames: its menu may stay mid-way
  // through opening (present, never clickable). A user chooses from the tab in front.
  await opener.page().bringToFront();
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await item.isVisible())) await opener.click();
      // A menu that closed again before the click landed is opened again on the next round.
      await item.click({ timeout: 5_000 });
      await (done ?? item).waitFor({ state: done ? 'visible' : 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      if (await item.isVisible()) await item.page().keyboard.press('Escape');
    }
  }
}

/** The API as the signed-in page calls it (its token, its origin): for what a test sets up or checks beside the screens. */
export function pageApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/proxy/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** Drags from one diagram handle to another, as a mouse would. */
export async function dragHandle(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Until the diagram stops moving: a fit view pans and zooms over a few hundred milliseconds, and
 * anything measured on screen before it ends is measured mid-way. Still means the same transform
 * and the same step positions on two looks 100 ms apart.
 */
export async function diagramStill(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const viewport = document.querySelector('.react-flow__viewport');
      const now = [viewport ? getComputedStyle(viewport).transform : '', ...[...document.querySelectorAll('.react-flow__node')].map((n) => (n as HTMLElement).style.transform)].join('|');
      const w = window as unknown as { __diagramLook?: string };
      const still = w.__diagramLook === now;
      w.__diagramLook = now;
      return still;
    },
    undefined,
    { polling: 100 },
  );
}

/** Drags a palette step onto the middle of the diagram's one connection, as a mouse would. */
export async function dropOnConnection(page: Page, paletteTestId: string): Promise<void> {
  const canvas = page.getByTestId('diagram-canvas');
  // The opening fit view moves the diagram for a moment after its steps show.
  await diagramStill(page);
  // The middle of the connection, on the screen.
  const mid = await page.locator('.react-flow__edge path.react-flow__edge-path').evaluate((path: SVGPathElement) => {
    const p = path.getPointAtLength(path.getTotalLength() / 2);
    const m = path.getScreenCTM()!;
    return { x: p.x * m.a + p.y * m.c + m.e, y: p.x * m.b + p.y * m.d + m.f };
  });
  const box = (await canvas.boundingBox())!;
  await page.getByTestId(paletteTestId).dragTo(canvas, { targetPosition: { x: mid.x - box.x, y: mid.y - box.y } });
}

/**
 * Closes the toasts on screen. One sitting over a button keeps itself open while the pointer rests
 * on it, as it would for a person, who closes it first.
 */
export async function closeToasts(page: Page): Promise<void> {
  const notices = page.locator('.ant-notification-notice');
  for (let left = 10; left > 0 && (await notices.count()) > 0; left--) {
    // A toast may close by itself between the count and the click.
    await notices.first().locator('.ant-notification-notice-close').click({ timeout: 1_000 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
  await page.waitForFunction(() => !document.querySelector('.ant-notification-notice'));
}

/** The signed-in page in Arabic, right to left: the language is kept in the browser, and the app reads it on load. */
export async function switchToArabic(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
}
