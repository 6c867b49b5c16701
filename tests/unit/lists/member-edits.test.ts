// List member edits as the member screen sees them before the server answers: an add shows the account at once,
// a remove takes it out, a refused edit is undone without losing the edits made meanwhile.
import { describe, expect, it } from 'vitest';
import type { AccountRow } from '../../../shared/protocol/rows.ts';
import { applyMemberEdit, revertMemberEdit } from '../../../worker/lists/member-edits.ts';
import { memberRowKey } from '../../../worker/lists/rows.ts';

const row = (id: string): AccountRow => ({
  kind: 'account',
  key: memberRowKey(id),
  account: {
    id,
    acct: `user${id}`,
    username: `user${id}`,
    displayName: [],
    avatar: '',
    avatarStatic: '',
    url: '',
    bot: false,
    locked: false,
  },
  note: [],
  followersCount: 0,
  followingCount: 0,
  statusesCount: 0,
});
const ids = (rows: readonly AccountRow[]) => rows.map((r) => r.account.id);
const known = (id: string) => row(id);

describe('list member edits', () => {
  it('adds accounts after the members already there, once each, and removes by id', () => {
    const start = [row('1'), row('2')];
    expect(ids(applyMemberEdit(start, { accountIds: ['3', '3', '1'], add: true }, known))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(ids(applyMemberEdit(start, { accountIds: ['1'], add: false }, known))).toEqual(['2']);
  });

  it('an account whose row is not known is left for the next fetch rather than shown half-made', () => {
    expect(ids(applyMemberEdit([row('1')], { accountIds: ['9'], add: true }, () => undefined))).toEqual([
      '1',
    ]);
  });

  it('a refused remove puts the member back where it was, keeping an add made meanwhile', () => {
    const before = [row('1'), row('2'), row('3')];
    const edit = { accountIds: ['2'], add: false };
    const after = applyMemberEdit(before, edit, known);
    const meanwhile = applyMemberEdit(after, { accountIds: ['4'], add: true }, known);
    expect(ids(revertMemberEdit(meanwhile, edit, before))).toEqual(['1', '2', '3', '4']);
  });

  it('a refused add takes out only what it added, not a member that was there before', () => {
    const before = [row('1')];
    const edit = { accountIds: ['1', '5'], add: true };
    const after = applyMemberEdit(before, edit, known);
    expect(ids(after)).toEqual(['1', '5']);
    expect(ids(revertMemberEdit(after, edit, before))).toEqual(['1']);
  });
});
