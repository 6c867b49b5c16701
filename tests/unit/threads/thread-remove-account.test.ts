// Block or mute: the account's replies leave an open thread at once; the focused post stays.
import { describe, expect, it } from 'vitest';
import { applyOps, type RowOp } from '../../../shared/protocol/diff.ts';
import type { Row, StatusRow } from '../../../shared/protocol/rows.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { createThreadView } from '../../../worker/threads/thread-view.ts';
import { account, status } from '../timelines/fixtures.ts';

describe('a thread after a block or mute', () => {
  it('loses the replies of that account, keeping everyone else and the focused post', () => {
    const store = new EntityStore();
    let rows: Row[] = [];
    const view = createThreadView({
      statusId: 'F',
      store,
      me: 'me',
      now: () => 0,
      emit: (ops: RowOp[]) => {
        rows = applyOps(rows, ops);
      },
    });
    const focused = status('F', { accountId: 'bad' });
    const good = status('20', { in_reply_to_id: 'F', accountId: 'good' });
    const bad = status('30', { in_reply_to_id: 'F', accountId: 'bad' });
    view.load(focused, { ancestors: [], descendants: [good, bad] });
    const ids = () => rows.map((r) => (r as StatusRow).status.id);
    expect(ids()).toEqual(['F', '20', '30']);
    view.removeAccount('bad');
    expect(ids()).toEqual(['F', '20']);
    expect(view.snapshot().rows.map((r) => (r as StatusRow).status.id)).toEqual(['F', '20']);
  });
});

describe('a thread after a domain block', () => {
  it("loses that domain's replies at once, keeping the focused post and local replies", () => {
    const store = new EntityStore();
    let rows: Row[] = [];
    const view = createThreadView({
      statusId: 'F',
      store,
      me: 'me',
      now: () => 0,
      emit: (ops: RowOp[]) => {
        rows = applyOps(rows, ops);
      },
    });
    const remote = (id: string, host: string) => ({
      in_reply_to_id: 'F',
      account: account(id, { acct: `x${id}@${host}` }),
    });
    view.load(status('F', { accountId: 'me' }), {
      ancestors: [],
      descendants: [
        status('20', { in_reply_to_id: 'F', accountId: 'good' }),
        status('30', remote('bad', 'spam.example')),
        status('40', remote('fine', 'elsewhere.example')),
      ],
    });
    const ids = () => rows.map((r) => (r as StatusRow).status.id);
    expect(ids()).toEqual(['F', '20', '30', '40']);
    view.removeDomain('spam.example');
    expect(ids()).toEqual(['F', '20', '40']);
  });
});
