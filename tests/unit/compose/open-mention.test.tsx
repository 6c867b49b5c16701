// @vitest-environment happy-dom
// "Mention" and "Privately mention" on a profile, and "Mention" in a post's menu: compose opens (/publish, which the
// compose area takes when one is mounted) on a new draft holding "@acct ", direct for the private one; the compose
// box then shows that text.
import { afterEach, describe, expect, it } from 'vitest';
import type { ComposeDraft } from '../../../shared/compose/draft.ts';
import type { ProfileRow } from '../../../shared/protocol/profile.ts';
import { ComposeBox } from '../../../src/components/compose/ComposeBox.tsx';
import { composeTarget } from '../../../src/components/compose/open-compose.ts';
import { ActionBar } from '../../../src/components/status/ActionBar.tsx';
import { RelationshipControls } from '../../../src/views/profile/RelationshipControls.tsx';
import { account, statusRow } from '../views/fixtures.ts';
import { byText, click, fakeCore, render, settle, until } from '../views/harness.tsx';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const relationship = {
  following: false,
  showingReblogs: true,
  notifying: false,
  followedBy: false,
  blocking: false,
  blockedBy: false,
  muting: false,
  mutingNotifications: false,
  requested: false,
  requestedBy: false,
  domainBlocking: false,
  endorsed: false,
};

const profile = (): ProfileRow => ({
  kind: 'profile',
  key: 'p',
  account: account('5'),
  domain: 'remote.example',
  header: '',
  headerStatic: '',
  note: [],
  fields: [],
  group: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  lastStatusAt: null,
  followersCount: 0,
  followingCount: 0,
  statusesCount: 0,
  suspended: false,
  limited: false,
  memorial: false,
  hideCollections: false,
  moved: null,
  self: false,
  relationship,
});

const saves = (intents: { type: string }[]) =>
  intents.flatMap((i) =>
    i.type === 'draft.save' ? [i as unknown as { draftId: string; draft: ComposeDraft }] : [],
  );

describe('mention from a profile or a post', () => {
  it('"Privately mention" opens compose on "@acct " as a direct message; the box shows it', async () => {
    const core = fakeCore();
    const r = render(<RelationshipControls row={profile()} act={() => {}} />, core);
    click(r.container.querySelector('button[aria-haspopup="true"]'));
    click(byText(r.container, 'button', 'Privately mention @user5@remote.example'));
    await settle();
    const [save] = saves(core.intents);
    expect(save?.draft).toMatchObject({ text: '@user5@remote.example ', visibility: 'direct' });
    const address = r.location.history?.at(-1) ?? '';
    expect(address).toMatch(/^\/publish\?draft=mention/);
    r.unmount();

    // The compose area (or page) opens on that address and finds the draft the core was given.
    const target = composeTarget(address.slice(address.indexOf('?')), 'side');
    const box = fakeCore();
    box.intent = async (i) => {
      box.intents.push(i);
      return i.type === 'draft.load' && i.draftId === save?.draftId
        ? { ok: true, value: save.draft }
        : { ok: true };
    };
    const shown = render(<ComposeBox draftId={target.draftId} />, box);
    await until(() => shown.container.querySelector('textarea')?.value === '@user5@remote.example ');
    expect(shown.container.querySelector<HTMLSelectElement>('select')?.value).toBe('direct');
    shown.unmount();
  });

  it('"Mention" keeps the default visibility, and a post’s menu offers it for its author', async () => {
    const core = fakeCore();
    const r = render(<RelationshipControls row={profile()} act={() => {}} />, core);
    click(r.container.querySelector('button[aria-haspopup="true"]'));
    click(byText(r.container, 'button', 'Mention @user5@remote.example'));
    await settle();
    expect(saves(core.intents)[0]?.draft).toMatchObject({
      text: '@user5@remote.example ',
      visibility: 'public',
    });
    r.unmount();

    const post = fakeCore();
    const row = statusRow('9');
    const p = render(<ActionBar status={row.status} send={() => {}} onReply={() => {}} />, post);
    click(p.container.querySelector('button[aria-label="More"]'));
    click(byText(p.container, 'button', `Mention @${row.status.account.acct}`));
    await settle();
    expect(saves(post.intents)[0]?.draft.text).toBe(`@${row.status.account.acct} `);
    expect(p.location.history?.at(-1)).toMatch(/^\/publish\?draft=mention/);
    p.unmount();
  });
});
