// The scheduled-time rule of compose (issue 19 item 6): the server takes a time at least 5 minutes ahead, and the
// box says so before sending; the picker's local time converts to and from the ISO time the API takes.
import { describe, expect, it } from 'vitest';
import { statusParams } from '../../../shared/compose/draft.ts';
import {
  earliestSchedule,
  fromLocalInput,
  scheduleProblem,
  toLocalInput,
} from '../../../shared/compose/schedule.ts';
import { emptyDraft } from '../../../src/components/compose/compose-logic.ts';

const now = Date.parse('2026-11-24T10:00:00Z');
const ahead = (min: number, sec = 0) => new Date(now + min * 60_000 + sec * 1000).toISOString();

describe('scheduleProblem', () => {
  it('takes nothing scheduled, and a time 5 minutes ahead or more', () => {
    expect(scheduleProblem(null, now)).toBeNull();
    expect(scheduleProblem('', now)).toBeNull();
    expect(scheduleProblem(ahead(5), now)).toBeNull();
    expect(scheduleProblem(ahead(6), now)).toBeNull();
    expect(scheduleProblem(ahead(60 * 24 * 30), now)).toBeNull();
  });
  it('refuses a time under 5 minutes ahead, or past', () => {
    expect(scheduleProblem(ahead(4, 59), now)).toBe('tooSoon');
    expect(scheduleProblem(ahead(0), now)).toBe('tooSoon');
    expect(scheduleProblem(ahead(-30), now)).toBe('tooSoon');
  });
  it('refuses what is not a time', () => {
    expect(scheduleProblem('tomorrow-ish', now)).toBe('invalid');
  });
  it('offers the next whole minute past the minimum as the earliest', () => {
    expect(new Date(earliestSchedule(now + 20_000)).toISOString()).toBe('2026-11-24T10:06:00.000Z');
    expect(new Date(earliestSchedule(now)).toISOString()).toBe('2026-11-24T10:05:00.000Z');
  });
});

describe('the picker value and the API time', () => {
  it('reads a datetime-local value in the browser zone (Tokyo, Berlin, New York)', () => {
    expect(fromLocalInput('2026-11-24T19:30', 9 * 60)).toBe('2026-11-24T10:30:00.000Z');
    expect(fromLocalInput('2026-11-24T11:30', 60)).toBe('2026-11-24T10:30:00.000Z');
    expect(fromLocalInput('2026-11-24T05:30', -5 * 60)).toBe('2026-11-24T10:30:00.000Z');
  });
  it('writes an instant back as the local value', () => {
    expect(toLocalInput(Date.parse('2026-11-24T10:30:00Z'), 9 * 60)).toBe('2026-11-24T19:30');
    expect(toLocalInput(Date.parse('2026-12-31T23:59:00Z'), 60)).toBe('2027-01-01T00:59');
  });
  it('answers null for a half-filled field or a date the calendar does not have', () => {
    expect(fromLocalInput('', 0)).toBeNull();
    expect(fromLocalInput('2026-11-24', 0)).toBeNull();
    expect(fromLocalInput('2026-02-31T10:00', 0)).toBeNull();
  });
  it('sends scheduled_at with a new post, never with an edit', () => {
    const d = { ...emptyDraft({ visibility: 'public', sensitive: false, language: 'en' }), text: 'later' };
    expect(statusParams({ ...d, scheduledAt: ahead(10) }).scheduled_at).toBe(ahead(10));
    expect(statusParams(d).scheduled_at).toBeUndefined();
    expect(statusParams({ ...d, scheduledAt: ahead(10), editId: '1' }).scheduled_at).toBeUndefined();
  });
});
