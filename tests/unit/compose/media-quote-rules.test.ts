// The rules behind compose's media details and quote posts (issue 19 items 4 and 5): reordering attachments, focus
// points, byte-level upload progress, the alt text reminder, who may quote a post, and the request body they make.
import { describe, expect, it } from 'vitest';
import { needsAltReminder, undescribedMedia } from '../../../shared/compose/alt-reminder.ts';
import {
  addMedia,
  type DraftDefaults,
  type DraftMedia,
  draftFromStatus,
  editDraft,
  emptyDraft,
  reviveDraft,
  statusParams,
} from '../../../shared/compose/draft.ts';
import {
  clampFocus,
  focusFromClick,
  focusToPercent,
  formatFocus,
  parseFocus,
} from '../../../shared/compose/focus-point.ts';
import { mediaOrderPatch, moveItem, reorderMedia, stepTarget } from '../../../shared/compose/media-order.ts';
import {
  effectivePolicy,
  quoteApprovalFor,
  quoteDenial,
  quoteVisibility,
} from '../../../shared/compose/quote-rules.ts';
import { finished, progressed, progressFraction } from '../../../shared/compose/upload-progress.ts';
import { altTextReminderOn, boostModalOn } from '../../../shared/settings/compose-settings.ts';
import type { Status } from '../../../shared/wire/entities.ts';

const defaults: DraftDefaults = { visibility: 'public', sensitive: false, language: 'en' };
const m = (id: string, description = ''): DraftMedia => ({
  id,
  type: 'image',
  url: `u${id}`,
  previewUrl: `p${id}`,
  description,
});

describe('reordering attachments', () => {
  const media = [m('a'), m('b'), m('c'), m('d')];

  it('moves an attachment to another place, and the post is sent in that order', () => {
    const ids = (l: readonly DraftMedia[]) => l.map((x) => x.id);
    expect(ids(reorderMedia(media, 'c', 0))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(reorderMedia(media, 'a', 3))).toEqual(['b', 'c', 'd', 'a']);
    let d = emptyDraft(defaults);
    for (const x of media) d = addMedia(d, x, defaults);
    const patch = mediaOrderPatch(d, 'd', 1);
    expect(patch).not.toBeNull();
    expect(statusParams(editDraft(d, patch ?? {})).media_ids).toEqual(['a', 'd', 'b', 'c']);
  });

  it('earlier / later stop at the ends (the buttons are disabled there), and targets past the ends clamp', () => {
    expect(stepTarget(media, 'a', -1)).toBeNull();
    expect(stepTarget(media, 'd', 1)).toBeNull();
    expect(stepTarget(media, 'b', -1)).toBe(0);
    expect(stepTarget(media, 'b', 1)).toBe(2);
    expect(stepTarget(media, 'zz', 1)).toBeNull();
    expect(moveItem(['x', 'y'], 0, 99)).toEqual(['y', 'x']);
    expect(moveItem(['x', 'y'], 1, -5)).toEqual(['y', 'x']);
  });

  it('a move to the same place or of an unknown attachment changes nothing (no new idempotency key)', () => {
    expect(reorderMedia(media, 'b', 1)).toBe(media);
    expect(reorderMedia(media, 'nope', 0)).toBe(media);
    expect(mediaOrderPatch({ media }, 'a', 0)).toBeNull();
  });
});

describe('focus points', () => {
  it('a click on the preview becomes "x,y" with y upwards: top-left is -1,1, the centre 0,0', () => {
    expect(formatFocus(focusFromClick(0, 0, 200, 100))).toBe('-1,1');
    expect(formatFocus(focusFromClick(100, 50, 200, 100))).toBe('0,0');
    expect(formatFocus(focusFromClick(150, 75, 200, 100))).toBe('0.5,-0.5');
    expect(formatFocus(focusFromClick(200, 100, 200, 100))).toBe('1,-1');
  });

  it('clamps to -1..1 and rounds to two decimals; a preview of no size gives the centre', () => {
    expect(clampFocus({ x: 3, y: -7 })).toEqual({ x: 1, y: -1 });
    expect(formatFocus({ x: 0.123456, y: -0.98765 })).toBe('0.12,-0.99');
    expect(formatFocus(focusFromClick(-40, 500, 200, 100))).toBe('-1,-1');
    expect(focusFromClick(10, 10, 0, 0)).toEqual({ x: 0, y: 0 });
    expect(formatFocus({ x: Number.NaN, y: -0 })).toBe('0,0');
  });

  it('reads "x,y" back and drops malformed values; the marker sits where the click was', () => {
    expect(parseFocus('0.5,-0.25')).toEqual({ x: 0.5, y: -0.25 });
    expect(parseFocus('2,-2')).toEqual({ x: 1, y: -1 });
    for (const bad of ['', 'a,b', '1', '1,2,3', ',1', null, undefined]) expect(parseFocus(bad)).toBeNull();
    expect(focusToPercent({ x: -1, y: 1 })).toEqual({ left: 0, top: 0 });
    expect(focusToPercent({ x: 0.5, y: -0.5 })).toEqual({ left: 75, top: 75 });
  });

  it('an edit of a published post sends the focus point back in media_attributes', () => {
    let d = editDraft(emptyDraft(defaults), { editId: '9', text: 'x' });
    d = addMedia(d, { ...m('a', 'cat'), focus: '0.5,-0.5' }, defaults);
    expect(statusParams(d).media_attributes).toEqual([{ id: 'a', description: 'cat', focus: '0.5,-0.5' }]);
  });
});

describe('upload progress', () => {
  it('accumulates bytes sent, never going back and never past the total', () => {
    let p = progressed({}, 'k', 100, 1000);
    expect(p.k).toEqual({ sent: 100, total: 1000 });
    p = progressed(p, 'k', 600, 1000);
    p = progressed(p, 'k', 300, 1000); // an event out of order
    expect(p.k).toEqual({ sent: 600, total: 1000 });
    p = progressed(p, 'k', 5000, 0); // the total once known stays
    expect(p.k).toEqual({ sent: 1000, total: 1000 });
    expect(progressFraction(p.k)).toBe(1);
  });

  it('keeps uploads apart, forgets a finished one, and an unknown total is indeterminate', () => {
    let p = progressed({}, 'a', 10, 0);
    p = progressed(p, 'b', 50, 100);
    expect(progressFraction(p.a)).toBeNull();
    expect(progressFraction(p.b)).toBe(0.5);
    const same = progressed(p, 'b', 50, 100);
    expect(same).toBe(p);
    p = finished(p, 'a');
    expect(Object.keys(p)).toEqual(['b']);
    expect(finished(p, 'zz')).toBe(p);
    expect(progressed({}, 'x', Number.NaN, -3).x).toEqual({ sent: 0, total: 0 });
  });
});

describe('the alt text reminder', () => {
  it('asks when an attachment has no description (blank counts), unless turned off or already answered', () => {
    const media = [m('a', 'a cat'), m('b', '  ')];
    expect(undescribedMedia(media)).toEqual(['b']);
    expect(needsAltReminder(media, true)).toBe(true);
    expect(needsAltReminder(media, false)).toBe(false);
    expect(needsAltReminder(media, true, true)).toBe(false);
    expect(needsAltReminder([m('a', 'a cat')], true)).toBe(false);
    expect(needsAltReminder([], true)).toBe(false);
  });

  it('the settings altTextReminder and boostModal are on unless turned off', () => {
    expect(altTextReminderOn({})).toBe(true);
    expect(altTextReminderOn({ altTextReminder: false })).toBe(false);
    expect(altTextReminderOn({ altTextReminder: 'junk' })).toBe(true);
    expect(boostModalOn({})).toBe(true);
    expect(boostModalOn({ boostModal: false })).toBe(false);
  });
});

describe('who may quote a post', () => {
  const follower = { signedIn: true, follows: true };
  const stranger = { signedIn: true, follows: false };
  const post = (policy: 'public' | 'followers' | 'nobody', visibility = 'public' as const) => ({
    policy,
    visibility,
    own: false,
  });

  it('the server side: anyone, followers, nobody; followers-only and direct posts are never quotable by others', () => {
    expect(quoteApprovalFor(post('public'), stranger).current_user).toBe('automatic');
    expect(quoteApprovalFor(post('followers'), stranger).current_user).toBe('denied');
    expect(quoteApprovalFor(post('followers'), follower).current_user).toBe('automatic');
    expect(quoteApprovalFor(post('nobody'), follower)).toEqual({
      automatic: [],
      manual: [],
      current_user: 'denied',
    });
    expect(effectivePolicy('public', 'private')).toBe('nobody');
    expect(
      quoteApprovalFor({ policy: 'public', visibility: 'private', own: false }, follower).current_user,
    ).toBe('denied');
    expect(
      quoteApprovalFor({ policy: 'nobody', visibility: 'public', own: true }, stranger).current_user,
    ).toBe('automatic');
    expect(quoteApprovalFor(post('public'), { signedIn: false, follows: false }).current_user).toBe(
      'unknown',
    );
  });

  it('the tab side: the reason to refuse, from what the server says', () => {
    expect(quoteDenial({ visibility: 'public', own: false, quoteApproval: 'automatic' })).toBeNull();
    expect(quoteDenial({ visibility: 'public', own: false, quoteApproval: 'manual' })).toBeNull();
    expect(quoteDenial({ visibility: 'public', own: false, quoteApproval: 'denied' })).toBe('denied');
    expect(quoteDenial({ visibility: 'direct', own: true })).toBe('direct');
    expect(quoteDenial({ visibility: 'private', own: false })).toBe('private');
    expect(quoteDenial({ visibility: 'private', own: true, quoteApproval: 'automatic' })).toBeNull();
    // A server without quotes says nothing: a public post is offered, the server has the last word.
    expect(quoteDenial({ visibility: 'unlisted', own: false })).toBeNull();
    expect(quoteVisibility('private', 'public')).toBe('private');
    expect(quoteVisibility('public', 'unlisted')).toBe('unlisted');
  });

  it('a quote post sends quoted_status_id and its own policy; private posts send no policy; kept in stored drafts', () => {
    const d = editDraft(emptyDraft(defaults), {
      text: 'look',
      quotedStatusId: '42',
      quotePolicy: 'followers',
    });
    expect(statusParams(d)).toMatchObject({ quoted_status_id: '42', quote_approval_policy: 'followers' });
    const priv = editDraft(d, { visibility: 'private' });
    expect(statusParams(priv).quote_approval_policy).toBeUndefined();
    expect(reviveDraft(JSON.parse(JSON.stringify(d)), defaults)).toMatchObject({
      quotedStatusId: '42',
      quotePolicy: 'followers',
    });
    expect(reviveDraft({ text: 'old', quotePolicy: 'bogus' }, defaults)).toMatchObject({
      quotedStatusId: null,
      quotePolicy: 'public',
    });
  });

  it('editing a quote post keeps its quote and reads its policy back', () => {
    const status = {
      id: '9',
      text: 'x',
      spoiler_text: '',
      sensitive: false,
      visibility: 'public',
      language: 'en',
      media_attachments: [],
      poll: null,
      quote: { state: 'accepted', quoted_status_id: '42' },
      quote_approval: { automatic: ['followers'], manual: [], current_user: 'automatic' },
    } as unknown as Status;
    const d = draftFromStatus(status, { text: 'x', spoiler_text: '' }, 'edit', defaults, 0);
    expect(d).toMatchObject({ quotedStatusId: '42', quotePolicy: 'followers' });
    expect(statusParams(d).quoted_status_id).toBeUndefined();
  });
});
