// Column options (issue 16, section 7): a hashtag column's any / all / none and local only, the public columns'
// remote only and media only, kept in the settings per column and turned into the timeline the column asks for.
import { describe, expect, it } from 'vitest';
import {
  columnOptionsKey,
  columnOptionsPatch,
  withColumnOptions,
} from '../../../shared/settings/column-options.ts';

describe('column options', () => {
  it('a tag column asks for its more tags and local only', () => {
    let settings: Record<string, unknown> = {};
    const base = { timeline: 'tag', tag: 'Cats' } as const;
    const key = columnOptionsKey(base);
    expect(key).toBe('tag:cats');
    settings = {
      ...settings,
      ...columnOptionsPatch(settings, key ?? '', { any: ['dogs', '#Dogs', 'cats'] }),
    };
    settings = {
      ...settings,
      ...columnOptionsPatch(settings, key ?? '', { none: ['spiders'], local: true }),
    };
    expect(withColumnOptions(base, settings)).toEqual({
      timeline: 'tag',
      tag: 'Cats',
      any: ['dogs'],
      none: ['spiders'],
      local: true,
    });
    // Another tag's column is not touched.
    expect(withColumnOptions({ timeline: 'tag', tag: 'birds' }, settings)).toEqual({
      timeline: 'tag',
      tag: 'birds',
    });
  });

  it('Federated takes remote only and media only; Local takes media only', () => {
    let settings: Record<string, unknown> = {};
    settings = { ...settings, ...columnOptionsPatch(settings, 'public', { remote: true, onlyMedia: true }) };
    settings = {
      ...settings,
      ...columnOptionsPatch(settings, 'public:local', { remote: true, onlyMedia: true }),
    };
    expect(withColumnOptions({ timeline: 'public' }, settings)).toEqual({
      timeline: 'public',
      remote: true,
      onlyMedia: true,
    });
    expect(withColumnOptions({ timeline: 'public', local: true }, settings)).toEqual({
      timeline: 'public',
      local: true,
      onlyMedia: true,
    });
  });

  it('a malformed record reads as no options', () => {
    const settings = { columnOptions: { 'tag:cats': { any: 'dogs', local: 'yes' }, public: [1] } };
    expect(withColumnOptions({ timeline: 'tag', tag: 'cats' }, settings)).toEqual({
      timeline: 'tag',
      tag: 'cats',
    });
    expect(withColumnOptions({ timeline: 'public' }, settings)).toEqual({ timeline: 'public' });
    expect(withColumnOptions({ timeline: 'home' }, { columnOptions: 5 })).toEqual({ timeline: 'home' });
  });
});
