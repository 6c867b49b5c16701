// What a post's menu offers about the post's author for each relationship the core holds
// (src/components/status/post-menu-relationship.ts).
import { describe, expect, it } from 'vitest';
import type { RelationshipView } from '../../../shared/protocol/profile.ts';
import { relationshipItems } from '../../../src/components/status/post-menu-relationship.ts';

const none: RelationshipView = {
  following: false,
  showingReblogs: false,
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
const ids = (acct: string, r: RelationshipView | null, confirm = true) =>
  relationshipItems(acct, r, confirm).map((i) => i.id);

describe('the post menu’s items about the author', () => {
  it('offers nothing until the relationship is known (the menu says it is checking)', () => {
    expect(relationshipItems('ada', null, true)).toEqual([]);
  });

  it('a local stranger: Follow (at once), Mute… and Block… (their modals); no domain to block', () => {
    const items = relationshipItems('ada', none, true);
    expect(items.map((i) => i.id)).toEqual(['follow', 'mute', 'block']);
    expect(items[0]?.relate).toEqual({ action: 'follow' });
    expect(items[0]?.values).toEqual({ acct: 'ada' });
    expect(items[1]?.modal).toEqual({ kind: 'mute' });
    expect(items[2]?.modal).toEqual({ kind: 'block' });
  });

  it('a followed remote account: Unfollow (confirmed when the setting asks), and Block domain… with its host', () => {
    const items = relationshipItems('chiara@social.test', { ...none, following: true }, true);
    expect(items.map((i) => i.id)).toEqual(['unfollow', 'mute', 'block', 'blockDomain']);
    expect(items[0]?.modal).toEqual({ kind: 'unfollow' });
    expect(items[3]?.values).toEqual({ domain: 'social.test' });
    expect(items[3]?.modal).toEqual({ kind: 'blockDomain' });
    // With the unfollow confirmation turned off, Unfollow acts at once.
    expect(relationshipItems('chiara@social.test', { ...none, following: true }, false)[0]?.relate).toEqual({
      action: 'unfollow',
    });
  });

  it('a request waiting: Withdraw (an unfollow, as the API cancels a request)', () => {
    const items = relationshipItems('lock', { ...none, requested: true }, true);
    expect(items[0]).toMatchObject({ id: 'withdraw', relate: { action: 'unfollow' } });
  });

  it('muted, blocked, domain blocked: the undo of each, at once; a blocked account cannot be followed', () => {
    expect(ids('bob', { ...none, muting: true })).toEqual(['follow', 'unmute', 'block']);
    const blocked = relationshipItems(
      'bob@far.example',
      { ...none, blocking: true, domainBlocking: true },
      true,
    );
    expect(blocked.map((i) => i.id)).toEqual(['mute', 'unblock', 'unblockDomain']);
    expect(blocked.map((i) => i.relate?.action)).toEqual([undefined, 'unblock', 'unblockDomain']);
    expect(ids('bob', { ...none, blockedBy: true })).toEqual(['mute', 'block']);
  });
});
