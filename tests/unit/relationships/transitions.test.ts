// The optimistic half of relationship actions, as plain functions.
import { describe, expect, it } from 'vitest';
import { relationshipButton } from '../../../shared/protocol/profile.ts';
import { toRelationshipView } from '../../../worker/relationships/profile-row.ts';
import {
  applyCounts,
  countDeltas,
  expectedRelationship,
  noRelationship,
} from '../../../worker/relationships/transitions.ts';

const none = noRelationship('1');

describe('relationship transitions', () => {
  it('follow on a locked account is Requested; on an open one Following; unfollow cancels a request', () => {
    const requested = expectedRelationship(none, { action: 'follow' }, true);
    expect(requested).toMatchObject({ following: false, requested: true });
    expect(relationshipButton(toRelationshipView(requested))).toBe('requested');
    expect(expectedRelationship(none, { action: 'follow' }, false)).toMatchObject({ following: true });
    expect(expectedRelationship(requested, { action: 'unfollow' }, true)).toMatchObject({ requested: false });
  });

  it('labels: Follow back for a follower, Unblock and Unmute before anything else', () => {
    const view = (r: Partial<typeof none>) => toRelationshipView({ ...none, ...r });
    expect(relationshipButton(view({ followed_by: true }))).toBe('followBack');
    expect(relationshipButton(view({ following: true }))).toBe('following');
    expect(relationshipButton(view({ blocking: true, muting: true }))).toBe('unblock');
    expect(relationshipButton(view({ muting: true, following: true }))).toBe('unmute');
  });

  it('block ends follows both ways; counts of both sides move together', () => {
    const mutual = { ...none, following: true, followed_by: true };
    const blocked = expectedRelationship(mutual, { action: 'block' }, false);
    expect(blocked).toMatchObject({ blocking: true, following: false, followed_by: false });
    expect(countDeltas(mutual, blocked)).toEqual({
      target: { followers_count: -1, following_count: -1 },
      self: { followers_count: -1, following_count: -1 },
    });
  });

  it('counts never go below 0, whatever the server said before', () => {
    const stale = { followers_count: 0, following_count: 0 };
    expect(applyCounts(stale, { followers_count: -1, following_count: -3 })).toEqual(stale);
    expect(
      applyCounts({ followers_count: 5, following_count: 1 }, { followers_count: 1, following_count: -1 }),
    ).toEqual({ followers_count: 6, following_count: 0 });
  });

  it('mute keeps whether notifications are hidden; unmute clears both', () => {
    const muted = expectedRelationship(none, { action: 'mute', notifications: false, duration: 3600 }, false);
    expect(muted).toMatchObject({ muting: true, muting_notifications: false });
    expect(expectedRelationship(muted, { action: 'unmute' }, false)).toMatchObject({
      muting: false,
      muting_notifications: false,
    });
  });
});

describe('the personal note', () => {
  it('is set at once and sent as POST …/note with the comment', async () => {
    const { expectedRelationship, noRelationship } = await import(
      '../../../worker/relationships/transitions.ts'
    );
    const { actionRequest } = await import('../../../worker/relationships/requests.ts');
    const note = { action: 'note', comment: 'Met at the conference' } as const;
    expect(expectedRelationship(noRelationship('7'), note, false).note).toBe('Met at the conference');
    expect(actionRequest('7', '', note)).toMatchObject({
      method: 'POST',
      path: '/api/v1/accounts/{id}/note',
      pathParams: { id: '7' },
      json: { comment: 'Met at the conference' },
    });
  });
});
