/**
 * A new user's first day: sign up, verify through the outbox link, onboard, reach the dashboard,
 * switch to Arabic and see the layout flip, invite a colleague who accepts in another browser,
 * and sign out to /login.
 */
import assert from 'node:assert/strict';
import { test, type E2EContext } from './fixtures.ts';
import { chooseFromMenu, DEMO, linkFromOutbox, signIn } from './helpers.ts';

const name = 'account journey: signup → verify → onboarding → dashboard → rtl → invite → logout';

async function run(ctx: E2EContext): Promise<void> {
  const stamp = Date.now();
  const owner = { name: 'Rosa Field', email: `rosa.${stamp}@example.com`, password: 'rosa-password-1' };
  const colleague = { name: 'Omar Haddad', email: `omar.${stamp}@example.com`, password: 'omar-password-1' };

  const userContext = await ctx.newContext();
  const page = await userContext.newPage();
  const staffContext = await ctx.newContext();
  const staff = await staffContext.newPage();

  await ctx.step('sign up', async () => {
    await page.goto('/signup');
    await page.getByLabel(/^name/i).fill(owner.name);
    await page.getByLabel(/^email/i).fill(owner.email);
    await page.getByLabel(/^password$/i).fill(owner.password);
    await page.getByLabel(/confirm/i).fill(owner.password);
    await page.getByRole('button', { name: /create account|sign up/i }).click();
    await page.waitForURL('**/verify-email');
    await ctx.screenshot(page, 'journey-verify-pending');
  });

  const verifyLink = await ctx.step('staff finds the verification link in the outbox', async () => {
    await signIn(staff, DEMO.email, DEMO.password);
    return linkFromOutbox(staff, owner.email, '/verify-email?');
  });

  await ctx.step('follow the link and onboard', async () => {
    await page.goto(verifyLink);
    await page.getByText(/verified/i).first().waitFor();
    await page.waitForURL('**/onboarding/profile', { timeout: 15_000 }).catch(async () => {
      await page.getByRole('button', { name: /continue/i }).click();
      await page.waitForURL('**/onboarding/profile');
    });
    await page.getByLabel(/job title/i).fill('Head of operations');
    await page.getByLabel(/company name/i).fill('Field & Co');
    await ctx.screenshot(page, 'journey-onboarding');
    await page.getByRole('button', { name: /save|continue|finish/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(owner.name.split(' ')[0]).first().waitFor();
    await ctx.screenshot(page, 'journey-dashboard');
  });

  await ctx.step('switch to Arabic: the whole layout flips right-to-left', async () => {
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /العربية/ }).or(page.getByRole('option', { name: /العربية/ })).first());
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
    const sider = await page.locator('.ant-layout-sider').first().boundingBox();
    const viewport = page.viewportSize()!;
    if (sider) assert.ok(sider.x > viewport.width / 2, 'the sidebar moved to the right');
    await ctx.screenshot(page, 'journey-dashboard-ar');
    await chooseFromMenu(page.getByTestId('language-switch'), page.getByRole('menuitem', { name: /English/ }).or(page.getByRole('option', { name: /English/ })).first());
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  });

  await ctx.step('invite a colleague', async () => {
    await page.goto('/my-account/team-settings/invitations');
    await page.getByLabel(/^email/i).first().fill(colleague.email);
    await page.getByRole('button', { name: /send invitation|invite/i }).first().click();
    await page.getByRole('row').filter({ hasText: colleague.email }).first().waitFor();
    await ctx.screenshot(page, 'journey-invitations');
  });

  const inviteLink = await ctx.step('staff finds the invitation link', () => linkFromOutbox(staff, colleague.email, '/team-invitations/'));

  await ctx.step('the colleague accepts in a second browser', async () => {
    const colleagueContext = await ctx.newContext();
    const other = await colleagueContext.newPage();
    await other.goto(inviteLink);
    await other.getByLabel(/^name/i).fill(colleague.name);
    await other.getByLabel(/^password$/i).fill(colleague.password);
    await other.getByLabel(/confirm/i).fill(colleague.password);
    await ctx.screenshot(other, 'journey-accept-invitation');
    await other.getByRole('button', { name: /accept|join/i }).click();
    await other.waitForURL((url) => !url.pathname.startsWith('/team-invitations'));
    await other.getByTestId('team-switcher').getByText(/Rosa/).first().waitFor();
  });

  await ctx.step('the owner sees the new member', async () => {
    await page.goto('/my-account/team-settings/members');
    await page.getByRole('row').filter({ hasText: colleague.email }).first().waitFor();
  });

  await ctx.step('logout lands on /login and forgets the session', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await page.goto('/');
    await page.waitForURL('**/login**');
  });
}

test(name, ({ e2e }) => run(e2e));
