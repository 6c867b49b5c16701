// Reporting from a post's menu, end to end in Chromium against the demo instance: the post's menu offers "Report
// @user", the dialog asks for the category (a violation with one of the server's rules), keeps the reported post
// ticked, takes a comment, sends the report, and shows the last step (mute, block or done). The demo instance
// holds the report as its moderators would read it. The dialog is audited by axe-core in both themes, at the
// phone width (where it covers the screen) and at 1024 px, and screenshotted for a look.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFaults } from './fault-tools.ts';
import { openTab, type Stack, signIn, startStack, waitFor, waitForStream } from './harness.ts';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
/** Where the dialog's screenshots go (not committed: for looking at them). */
const SHOTS = process.env.REPORT_SHOTS ?? '';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  const first = await openTab(stack, '/');
  await signIn(first);
  await waitForStream(first);
  await first.close();
});
afterAll(async () => {
  await stack?.close();
});

const world = () => stack.demo.world;
const me = () => stack.demo.demoAccountId;
/** A local account the demo user follows, so that its new post shows in home. */
const followedLocal = () => {
  const w = world();
  const e = [...w.follows.values()].find(
    (f) =>
      f.from === me() &&
      w.account(f.to).domain === null &&
      !w.isBlocking(me(), f.to) &&
      !w.isMuting(me(), f.to),
  );
  if (!e) throw new Error('the demo user follows nobody local');
  return e.to;
};

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    type AxeResult = {
      violations: { id: string; impact: string; help: string; nodes: { target: unknown[] }[] }[];
    };
    const axe = (globalThis as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

/** Opens the report dialog from the post's menu and waits for its first step. */
async function openReport(page: Page, statusId: string, acct: string) {
  const row = page.locator(`[data-status-id="${statusId}"]`).first();
  await row.waitFor({ timeout: 30_000 });
  await row.locator('.more-button').click();
  await page.getByRole('menuitem', { name: `Report @${acct}` }).click();
  const dialog = page.getByRole('dialog', { name: `Report @${acct}` });
  await dialog.getByRole('radio', { name: /breaks the server’s rules/ }).waitFor({ timeout: 30_000 });
  return dialog;
}

describe('report', () => {
  it('reports a post for breaking a rule, with the post and a comment; the server holds the report', async () => {
    const author = followedLocal();
    const acct = world().acctOf(world().account(author));
    const statusId = world().createStatus(author, {
      text: 'A post that breaks a rule',
      visibility: 'public',
    }).id;
    const page = await openTab(stack, '/');
    await page.setViewportSize({ width: 1024, height: 800 });
    const dialog = await openReport(page, statusId, acct);
    const next = dialog.getByRole('button', { name: 'Next' });
    // A violation must name a rule before the dialog goes on.
    await dialog.getByRole('radio', { name: /breaks the server’s rules/ }).check();
    expect(await next.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /Be kind\./ }).check();
    await next.click();
    // The reported post is listed and already ticked.
    const postBox = dialog.getByRole('checkbox', { name: /A post that breaks a rule/ });
    await postBox.waitFor({ timeout: 10_000 });
    expect(await postBox.isChecked()).toBe(true);
    await next.click();
    const comment = dialog.getByRole('textbox', { name: 'Additional comments' });
    await comment.fill('Rude to everyone in the replies');
    await dialog.getByText('969 characters left').waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await dialog.getByText(/Thanks for reporting/).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: `Block @${acct}` }).waitFor();
    await dialog.getByRole('button', { name: `Mute @${acct}` }).waitFor();

    const stored = [...world().reports.values()].find((r) => r.reporterId === me() && r.targetId === author);
    expect(stored).toMatchObject({
      category: 'violation',
      ruleIds: ['1'],
      statusIds: [statusId],
      comment: 'Rude to everyone in the replies',
      forwarded: false,
    });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await waitFor(async () => (await page.getByRole('dialog').count()) === 0, 'the dialog closed');
    await page.close();
  }, 120_000);

  it('a failed report keeps the dialog open with the comment, says why, and goes on a second time', async () => {
    const author = followedLocal();
    const acct = world().acctOf(world().account(author));
    const statusId = world().createStatus(author, {
      text: 'Another post to report',
      visibility: 'public',
    }).id;
    const page = await openTab(stack, '/');
    await page.setViewportSize({ width: 1024, height: 800 });
    const dialog = await openReport(page, statusId, acct);
    await dialog.getByRole('radio', { name: /It is spam/ }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('textbox', { name: 'Additional comments' }).fill('Ads all day');
    await setFaults(stack, { routes: { 'POST /api/v1/reports': { status: 500, times: 1 } } });
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /not sent.*server had a problem \(500\)/ })
      .waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole('textbox', { name: 'Additional comments' }).inputValue()).toBe(
      'Ads all day',
    );
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await dialog.getByText(/Thanks for reporting/).waitFor({ timeout: 30_000 });
    const stored = [...world().reports.values()].filter(
      (r) => r.targetId === author && r.category === 'spam',
    );
    expect(stored.map((r) => r.comment)).toEqual(['Ads all day']);
    await page.close();
  }, 120_000);

  it("a profile's menu offers Report too, and the dialog lists the account's posts with none ticked", async () => {
    const author = followedLocal();
    const acct = world().acctOf(world().account(author));
    world().createStatus(author, { text: 'A post seen from the profile', visibility: 'public' });
    const page = await openTab(stack, `/@${acct}`);
    await page.setViewportSize({ width: 1024, height: 800 });
    const more = page
      .getByRole('button', { name: new RegExp(`@${acct}`) })
      .and(page.locator('[aria-haspopup]'));
    await more.first().click({ timeout: 30_000 });
    await page
      .locator('.profile-menu-list')
      .getByRole('button', { name: `Report @${acct}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Report @${acct}` });
    await dialog.getByRole('radio', { name: /It is something else/ }).check({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Next' }).click();
    const box = dialog.getByRole('checkbox', { name: /A post seen from the profile/ });
    await box.waitFor({ timeout: 10_000 });
    expect(await box.isChecked()).toBe(false);
    await page.close();
  }, 120_000);

  it('passes axe and looks right at 375 and 1024 px in both themes', async () => {
    const author = followedLocal();
    const acct = world().acctOf(world().account(author));
    const statusId = world().createStatus(author, { text: 'A post for the audit', visibility: 'public' }).id;
    for (const width of [375, 1024]) {
      const page = await openTab(stack, '/');
      await page.setViewportSize({ width, height: 800 });
      const dialog = await openReport(page, statusId, acct);
      await dialog.getByRole('radio', { name: /breaks the server’s rules/ }).check();
      await dialog.getByRole('checkbox', { name: /Be kind\./ }).waitFor();
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-${width}-${theme}.png` });
        expect(await axeViolations(page), `${width} px ${theme}`).toEqual([]);
      }
      await page.close();
    }
  }, 180_000);
});
