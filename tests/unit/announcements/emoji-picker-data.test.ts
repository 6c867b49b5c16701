// The emoji picker's data: Unicode groups without the skin-tone components, the server's custom emoji by category
// (those not meant for pickers left out), a search over both by word start with the best matches first and at most
// 75, and arrow keys in the grid (mirrored right to left).

import groups from 'unicode-emoji-json/data-by-group.json';
import { describe, expect, it } from 'vitest';
import type { PickerCustomEmoji } from '../../../shared/protocol/emoji.ts';
import {
  customCategories,
  emojiValue,
  gridMove,
  SEARCH_MAX,
  searchEmoji,
  type UnicodeGroup,
  unicodeCategories,
} from '../../../src/components/emoji-picker/emoji-data.ts';

const custom = (shortcode: string, category: string | null, visibleInPicker = true): PickerCustomEmoji => ({
  shortcode,
  url: `https://e.test/${shortcode}.gif`,
  staticUrl: `https://e.test/${shortcode}.png`,
  category,
  visibleInPicker,
});

describe('emoji picker data', () => {
  const unicode = unicodeCategories(groups as UnicodeGroup[]);
  const mine = customCategories(
    [
      custom('blobcat', 'Blobs'),
      custom('blobheart', 'Blobs'),
      custom('secret', 'Blobs', false),
      custom('woolly', null),
    ],
    'Custom',
  );

  it('groups Unicode emoji and leaves out the components', () => {
    expect(unicode.map((c) => c.id)).toContain('smileys_emotion');
    expect(unicode.map((c) => c.id)).not.toContain('component');
    expect(unicode[0]?.emojis[0]).toMatchObject({ kind: 'unicode', emoji: '😀' });
  });

  it('puts custom emoji in their categories and hides those not visible in pickers', () => {
    expect(mine.map((c) => [c.id, c.label, c.emojis.map((e) => e.id)])).toEqual([
      ['custom:Blobs', { text: 'Blobs' }, [':blobcat:', ':blobheart:']],
      ['custom:', { text: 'Custom' }, [':woolly:']],
    ]);
    expect(searchEmoji(mine, 'secret')).toEqual([]);
  });

  it('searches names and shortcodes by word start, whole-name prefixes first, at most 75', () => {
    const all = [...mine, ...unicode];
    const hearts = searchEmoji(all, 'heart');
    expect(hearts[0]?.kind === 'unicode' && hearts[0].name.startsWith('heart')).toBe(true);
    expect(hearts.map(emojiValue)).toContain('❤️');
    expect(searchEmoji(all, ':blob').map(emojiValue)).toEqual(['blobcat', 'blobheart']);
    expect(searchEmoji(all, 'face').length).toBe(SEARCH_MAX);
    expect(searchEmoji(all, '   ')).toEqual([]);
    expect(searchEmoji(all, 'zzzznothing')).toEqual([]);
  });

  it('moves in the grid by cell and by row, mirrored right to left, and stays inside', () => {
    expect(gridMove('ArrowRight', 0, 20, 8, false)).toBe(1);
    expect(gridMove('ArrowRight', 0, 20, 8, true)).toBe(0);
    expect(gridMove('ArrowLeft', 5, 20, 8, true)).toBe(6);
    expect(gridMove('ArrowDown', 15, 20, 8, false)).toBe(19);
    expect(gridMove('ArrowUp', 3, 20, 8, false)).toBe(0);
    expect(gridMove('End', 3, 20, 8, false)).toBe(19);
    expect(gridMove('a', 3, 20, 8, false)).toBeNull();
  });
});
