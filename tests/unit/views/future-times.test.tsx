// @vitest-environment happy-dom
// Times ahead of now read as times ahead ("in 3h", "ends in 2 days"), not as "now"; times behind as before. A
// post's age is the exception: a time ahead of the clock there is the clock's error, and reads "now".
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { PollView } from '../../../shared/protocol/rows.ts';
import { now, relativeTime } from '../../../src/app/clock.ts';
import { pollEndText, relativeAge, timeUntil } from '../../../src/app/relative-time.ts';
import { StatusRow } from '../../../src/components/status/StatusRow.tsx';
import { loadLocale } from '../../../src/i18n/index.ts';
import { statusRow } from './fixtures.ts';
import { type Rendered, render } from './harness.tsx';

const T0 = Date.parse('2026-03-10T12:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relative times, past and future', () => {
  it('past times count back as before', () => {
    expect(relativeTime(at(T0 - 2_000), T0)).toBe('now');
    expect(relativeTime(at(T0 - 42_000), T0)).toBe('42s');
    expect(relativeTime(at(T0 - 3 * MIN), T0)).toBe('3m');
    expect(relativeTime(at(T0 - 5 * HOUR), T0)).toBe('5h');
    expect(relativeTime(at(T0 - 3 * DAY), T0)).toBe('3d');
    expect(relativeTime(at(T0 - 30 * DAY), T0)).toBe('Feb 8');
    expect(relativeTime(at(T0 - 400 * DAY), T0)).toBe('Feb 3, 2025');
  });

  it('future times count forward instead of showing "now"', () => {
    expect(relativeTime(at(T0 + 2_000), T0)).toBe('now');
    expect(relativeTime(at(T0 + 42_000), T0)).toBe('in 42s');
    expect(relativeTime(at(T0 + 3 * MIN), T0)).toBe('in 3m');
    expect(relativeTime(at(T0 + 3 * HOUR), T0)).toBe('in 3h');
    expect(relativeTime(at(T0 + 2 * DAY + HOUR), T0)).toBe('in 2d');
    expect(relativeTime(at(T0 + 30 * DAY), T0)).toBe('Apr 9');
  });

  it('a time that is not a time shows nothing', () => {
    expect(relativeTime('not a date', T0)).toBe('');
  });

  describe("in the reader's language", () => {
    afterEach(() => loadLocale('en'));
    it('German: "vor 3 Min.", "in 3 Std.", "in 2 Tagen", dates as German writes them', async () => {
      await loadLocale('de');
      expect(relativeTime(at(T0 - 2_000), T0)).toBe('jetzt');
      expect(relativeTime(at(T0 - 3 * MIN), T0)).toBe('vor 3 Min.');
      expect(relativeTime(at(T0 - DAY), T0)).toBe('vor 1 Tag');
      expect(relativeTime(at(T0 - 3 * DAY), T0)).toBe('vor 3 Tagen');
      expect(relativeTime(at(T0 + 3 * HOUR), T0)).toBe('in 3 Std.');
      expect(relativeTime(at(T0 - 30 * DAY), T0)).toBe('8. Feb.');
      expect(timeUntil(at(T0 + 2 * DAY + HOUR), T0)).toBe('in 2 Tagen');
      expect(pollEndText({ expiresAt: at(T0 + 2 * DAY + HOUR), expired: false }, T0)).toBe(
        'endet in 2 Tagen',
      );
      expect(pollEndText({ expiresAt: null, expired: true }, T0)).toBe('Beendet');
    });
    it('Japanese: "3分前", "3時間後"', async () => {
      await loadLocale('ja');
      expect(relativeTime(at(T0 - 3 * MIN), T0)).toBe('3分前');
      expect(relativeTime(at(T0 + 3 * HOUR), T0)).toBe('3時間後');
    });
  });
});

describe("a post's age", () => {
  let r: Rendered | null = null;
  afterEach(() => {
    r?.unmount();
    r = null;
  });

  it('reads "now" for a time ahead of the clock (a clock\'s error, not the future), and counts back as any age', () => {
    expect(relativeAge(at(T0 + 40_000), T0)).toBe('now');
    expect(relativeAge(at(T0 + 3 * HOUR), T0)).toBe('now');
    expect(relativeAge(at(T0 - 42_000), T0)).toBe('42s');
    expect(relativeAge(at(T0 - 3 * DAY), T0)).toBe('3d');
    expect(relativeAge('not a date', T0)).toBe('');
  });

  it('a post stamped ahead of this computer\'s clock says "now" in its row, then its age as the clock passes it', () => {
    now.value = T0;
    r = render(<StatusRow row={statusRow('41', { createdAt: at(T0 + 30_000) })} />);
    const age = () => r?.container.querySelector('time[data-relative]')?.textContent;
    expect(age()).toBe('now');
    act(() => {
      now.value = T0 + 72_000;
    });
    expect(age()).toBe('42s');
  });
});

describe('a poll says when it ends', () => {
  let r: Rendered | null = null;
  afterEach(() => {
    r?.unmount();
    r = null;
  });

  const poll = (over: Partial<PollView>): PollView => ({
    id: 'p9',
    expiresAt: null,
    expired: false,
    multiple: false,
    votesCount: 3,
    votersCount: 3,
    voted: false,
    ownVotes: [],
    options: [
      { title: ['Yes'], votesCount: 2 },
      { title: ['No'], votesCount: 1 },
    ],
    ...over,
  });
  const footer = () => r?.container.querySelector('.poll-meta')?.textContent;

  it('"ends in 2 days" while open, counting down with the shared clock, then "Closed"', () => {
    now.value = T0;
    r = render(
      <StatusRow row={statusRow('31', { poll: poll({ expiresAt: at(T0 + 2 * DAY + 5 * HOUR) }) })} />,
    );
    expect(footer()).toBe('3 people · ends in 2 days');
    act(() => {
      now.value = T0 + 2 * DAY + 2 * HOUR;
    });
    expect(footer()).toBe('3 people · ends in 3 hours');
    act(() => {
      now.value = T0 + 2 * DAY + 5 * HOUR + 1_000;
    });
    expect(footer()).toBe('3 people · Closed');
  });

  it('a closed poll says Closed; one with no end time says only who voted', () => {
    now.value = T0;
    r = render(
      <StatusRow row={statusRow('32', { poll: poll({ expired: true, expiresAt: at(T0 - DAY) }) })} />,
    );
    expect(footer()).toBe('3 people · Closed');
    r.unmount();
    r = render(<StatusRow row={statusRow('33', { poll: poll({ votersCount: 1 }) })} />);
    expect(footer()).toBe('1 person');
  });
});
