// The seeded world: deterministic, fast, and holding what the product needs to show.
import { describe, expect, it } from 'vitest';
import { createBus } from '../../../demo/bus.ts';
import { paginate } from '../../../demo/world/paginate.ts';
import { renderStatus } from '../../../demo/world/render.ts';
import { seedWorld } from '../../../demo/world/seed.ts';
import { collect, homeTimeline, pageStatuses, publicTimeline } from '../../../demo/world/timelines.ts';
import { World } from '../../../demo/world/world.ts';

const seeded = (seed: number) => {
  const w = new World({ now: () => Date.UTC(2026, 10, 21), bus: createBus() });
  const r = seedWorld(w, seed);
  return { w, ...r };
};

describe('seeded world', () => {
  const a = seeded(1);

  it('is the same for the same seed, and different for another', () => {
    const b = seeded(1);
    const ids = (w: World) => w.statusOrder.slice(-50).join(',');
    expect(ids(b.w)).toBe(ids(a.w));
    const last = a.w.statusOrder[a.w.statusOrder.length - 100] ?? '';
    expect(JSON.stringify(renderStatus(b.w, last, b.demoId))).toBe(
      JSON.stringify(renderStatus(a.w, last, a.demoId)),
    );
    expect(ids(seeded(2).w)).not.toBe(ids(a.w));
  });

  it('has 50+ accounts with roles, bots, locked, a moved one, verified fields and emoji names', () => {
    const accounts = [...a.w.accounts.values()];
    expect(accounts.length).toBeGreaterThanOrEqual(50);
    expect(accounts.some((x) => x.bot)).toBe(true);
    expect(accounts.some((x) => x.locked)).toBe(true);
    expect(accounts.some((x) => x.movedToId)).toBe(true);
    expect(accounts.some((x) => x.roles.length > 0)).toBe(true);
    expect(accounts.some((x) => x.fields.some((f) => f.verifiedAt))).toBe(true);
    expect(accounts.some((x) => /:\w+:/.test(x.displayName))).toBe(true);
    expect([...a.w.follows.values()].filter((e) => e.from === a.demoId).length).toBeGreaterThan(20);
  });

  it('has 2,000 posts with CWs, sensitive media with blurhashes, every media type, polls, quotes, cards, edits, boosts, replies', () => {
    const statuses = [...a.w.statuses.values()];
    expect(statuses.filter((s) => !s.reblogOfId).length).toBeGreaterThanOrEqual(2000);
    expect(statuses.some((s) => s.spoilerText)).toBe(true);
    expect(statuses.some((s) => s.sensitive && s.mediaIds.length > 0)).toBe(true);
    const media = [...a.w.media.values()];
    expect(new Set(media.map((m) => m.type))).toEqual(new Set(['image', 'gifv', 'video', 'audio']));
    for (const m of media.filter((x) => x.blurhash))
      expect(m.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{20,}$/);
    const polls = [...a.w.polls.values()];
    const now = Date.UTC(2026, 10, 21);
    expect(polls.some((p) => (p.expiresAt ?? 0) < now)).toBe(true);
    expect(polls.some((p) => p.votes.has(a.demoId))).toBe(true);
    expect(statuses.some((s) => s.quoteOfId && a.w.statuses.get(s.quoteOfId)?.deleted)).toBe(true);
    expect(statuses.some((s) => s.card && s.card.providerUrl === '')).toBe(true);
    expect(statuses.some((s) => s.history.length > 0)).toBe(true);
    expect(statuses.some((s) => s.reblogOfId)).toBe(true);
    expect(statuses.some((s) => s.inReplyToId && s.inReplyToAccountId === s.accountId)).toBe(true);
  });

  it('has lists (one exclusive), filters (one expired), tags, announcements, conversations, markers and pending requests', () => {
    const w = a.w;
    expect([...w.lists.values()].some((l) => l.exclusive)).toBe(true);
    const filters = [...w.filters.values()];
    expect(new Set(filters.map((f) => f.action))).toEqual(new Set(['warn', 'hide', 'blur']));
    expect(filters.some((f) => f.expiresAt !== null)).toBe(true);
    expect(filters.some((f) => f.keywords.some((k) => k.wholeWord))).toBe(true);
    expect(w.followedTags.get(a.demoId)?.size).toBeGreaterThan(0);
    expect(w.featuredTags.get(a.demoId)?.size).toBeGreaterThan(0);
    expect([...w.announcements.values()].some((x) => x.reactions.size > 0)).toBe(true);
    expect([...w.conversations.values()].some((c) => c.ownerId === a.demoId)).toBe(true);
    expect(w.markers.get(a.demoId)?.has('home')).toBe(true);
    expect(w.markers.get(a.demoId)?.has('notifications')).toBe(true);
    expect(
      [...w.notificationRequests.values()].filter((r) => r.recipientId === a.demoId).length,
    ).toBeGreaterThan(0);
  });

  it('notification ids, like status ids, follow their creation times', () => {
    const ns = a.w.notificationOrder.map((id) => a.w.notifications.get(id)).filter((n) => n !== undefined);
    for (let i = 1; i < ns.length; i++)
      expect((ns[i]?.createdAt ?? 0) >= (ns[i - 1]?.createdAt ?? 0)).toBe(true);
  });

  it('pages timelines by binary search exactly as paging the whole list would', () => {
    const w = a.w;
    for (const keep of [homeTimeline(w, a.demoId), publicTimeline(w, null, { local: true })]) {
      const all = collect(w, keep);
      const pick = (i: number) => all[i]?.id;
      const cases = [
        { limit: 20 },
        { limit: 7, maxId: pick(30) },
        { limit: 7, sinceId: pick(30) },
        { limit: 7, minId: pick(30) },
        { limit: 40, maxId: pick(5), sinceId: pick(25) },
        { limit: 5, minId: pick(50), sinceId: pick(40) },
      ];
      for (const p of cases) {
        const fast = pageStatuses(w, keep, p);
        const slow = paginate(all, (s) => s.id, p);
        expect(fast.items.map((s) => s.id)).toEqual(slow.items.map((s) => s.id));
        expect(fast.nextMaxId).toBe(slow.nextMaxId);
      }
    }
  });
});
