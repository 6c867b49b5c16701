// @vitest-environment happy-dom
// Edit and Delete & re-draft from a post's menu: the core builds the draft from the post, then the compose page
// opens on it (/publish?draft=…); the menu closes. The address is read back the same way by the compose area.
import { describe, expect, it, vi } from 'vitest';
import { composeTarget } from '../../../src/components/compose/open-compose.ts';
import { ActionBar } from '../../../src/components/status/ActionBar.tsx';
import { statusRow } from '../views/fixtures.ts';
import { byText, click, fakeCore, render, settle } from '../views/harness.tsx';

describe('compose from a post', () => {
  it('"Edit" on an own post asks the core for the edit draft, then opens /publish on it', async () => {
    const core = fakeCore();
    const row = statusRow('42', { own: true });
    const r = render(<ActionBar status={row.status} send={() => {}} onReply={() => {}} />, core);
    click(r.container.querySelector('button[aria-label="More"]'));
    click(byText(r.container, 'button', 'Edit'));
    await settle();
    expect(core.intents).toEqual([
      { type: 'compose.from', draftId: 'edit:42', statusId: '42', mode: 'edit' },
    ]);
    expect(r.location.history?.at(-1)).toBe('/publish?draft=edit%3A42');
    // The menu closed.
    expect(byText(r.container, 'button', 'Edit')).toBeUndefined();
    r.unmount();
  });

  it('"Delete & re-draft" goes through the core too (it deletes and answers the draft)', async () => {
    const core = fakeCore();
    const row = statusRow('7', { own: true });
    const r = render(<ActionBar status={row.status} send={() => {}} onReply={() => {}} />, core);
    click(r.container.querySelector('button[aria-label="More"]'));
    click(byText(r.container, 'button', 'Delete & re-draft'));
    // It asks first (the confirmation is on by default), in a dialog drawn into the page's body.
    const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 15_000 });
    expect(core.intents).toEqual([]);
    click(byText(dialog() as HTMLElement, 'button', 'Delete & re-draft'));
    await settle();
    expect(core.intents).toEqual([
      { type: 'compose.from', draftId: 'redraft:7', statusId: '7', mode: 'redraft' },
    ]);
    expect(r.location.history?.at(-1)).toBe('/publish?draft=redraft%3A7');
    r.unmount();
  });

  it("no Edit on other people's posts", () => {
    const r = render(<ActionBar status={statusRow('1').status} send={() => {}} onReply={() => {}} />);
    click(r.container.querySelector('button[aria-label="More"]'));
    expect(byText(r.container, 'button', 'Mute conversation')).toBeDefined();
    expect(byText(r.container, 'button', 'Edit')).toBeUndefined();
    r.unmount();
  });

  it('the compose address: a draft, a reply, or a new post', () => {
    expect(composeTarget('?draft=edit%3A42', 'side')).toMatchObject({
      draftId: 'edit:42',
      title: 'compose.editPost',
    });
    expect(composeTarget('?reply=5', 'side')).toMatchObject({ draftId: 'reply:5', inReplyToId: '5' });
    expect(composeTarget('', 'side')).toMatchObject({ draftId: 'side', leaveAfter: false });
  });
});
