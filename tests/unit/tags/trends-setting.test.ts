// trends.show (issue 16): Explore and its trends are shown unless the user turned them off; the core publishes the
// setting on by default, and a malformed value reads as on.
import { describe, expect, it } from 'vitest';
import { initialGlobal } from '../../../shared/protocol/global-state.ts';
import { trendsPatch, trendsShown, withTrendsDefault } from '../../../shared/settings/trends-setting.ts';

describe('trends.show', () => {
  it('is on by default, in the settings the core publishes', () => {
    expect(initialGlobal().settings).toMatchObject({ trends: { show: true } });
    expect(withTrendsDefault({ regex: {} })).toEqual({ regex: {}, trends: { show: true } });
    expect(trendsShown({})).toBe(true);
  });

  it('turned off hides trends, and the user choice is kept over the default', () => {
    const off = { ...withTrendsDefault({}), ...trendsPatch(false) };
    expect(trendsShown(off)).toBe(false);
    expect(withTrendsDefault(off)).toEqual(off);
    expect(trendsShown({ trends: 'no' })).toBe(true);
  });
});
