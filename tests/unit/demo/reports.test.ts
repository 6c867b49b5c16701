// The demo instance files reports as Mastodon does: the posts attached must be the reported account's, a violation
// names existing rules, the comment has its limit; a refused report stores nothing, a filed one is kept for the
// moderators (world.reports) and answered as the contract's Report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const report = async (body: Record<string, unknown>) => {
  const res = await fetch(`${demo.url}/api/v1/reports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${demo.demoToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Two other accounts with public posts the demo user can see. */
function twoAuthors() {
  const w = demo.world;
  const byAuthor = new Map<string, string>();
  for (const s of w.statuses.values())
    if (
      s.accountId !== demo.demoAccountId &&
      !s.deleted &&
      s.visibility === 'public' &&
      !byAuthor.has(s.accountId)
    )
      byAuthor.set(s.accountId, s.id);
  const [a, b] = [...byAuthor.entries()];
  if (!a || !b) throw new Error('the seed has two authors');
  return { a: { id: a[0], status: a[1] }, b: { id: b[0], status: b[1] } };
}

describe('POST /api/v1/reports on the demo instance', () => {
  it('refuses a post of another account with 422 and stores nothing', async () => {
    const { a, b } = twoAuthors();
    const before = demo.world.reports.size;
    const r = await report({ account_id: a.id, status_ids: [b.status], category: 'spam' });
    expect(r.status).toBe(422);
    expect(String(r.body.error)).toMatch(/reported account/);
    expect(demo.world.reports.size).toBe(before);
  });

  it('refuses an unknown category, a violation without a known rule, and a comment over 1000 characters', async () => {
    const { a } = twoAuthors();
    expect((await report({ account_id: a.id, category: 'rude' })).status).toBe(422);
    expect((await report({ account_id: a.id, category: 'violation', rule_ids: [] })).status).toBe(422);
    expect((await report({ account_id: a.id, category: 'violation', rule_ids: ['999'] })).status).toBe(422);
    expect((await report({ account_id: a.id, comment: 'x'.repeat(1001) })).status).toBe(422);
    expect((await report({ account_id: 'nobody' })).status).toBe(404);
  });

  it('stores a violation with its rules, posts and comment and answers the Report', async () => {
    const { a } = twoAuthors();
    const r = await report({
      account_id: a.id,
      status_ids: [a.status],
      comment: 'Rude replies',
      forward: false,
      category: 'violation',
      rule_ids: ['1'],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      category: 'violation',
      comment: 'Rude replies',
      status_ids: [a.status],
      rule_ids: ['1'],
      forwarded: false,
      action_taken: false,
    });
    expect((r.body.target_account as { id: string }).id).toBe(a.id);
    const stored = demo.world.reports.get(String(r.body.id));
    expect(stored).toMatchObject({
      reporterId: demo.demoAccountId,
      targetId: a.id,
      statusIds: [a.status],
      ruleIds: ['1'],
      comment: 'Rude replies',
    });
  });
});
