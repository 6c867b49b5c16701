// Where the options for a token come from: accounts and hashtags from the core (`compose.suggest`, one request per
// debounced token, quiet on failure), emoji from the server's custom emoji (fetched once by the core) and the
// Unicode names (their data fetched on demand, the first time a `:` token is typed).
import type { CaretToken } from '../../../../shared/compose/caret-token.ts';
import { skinToneOf } from '../../../../shared/compose/emoji-use.ts';
import { SUGGESTION_LIMITS } from '../../../../shared/constants.ts';
import {
  type ComposeSuggestions,
  NO_COMPOSE_SUGGESTIONS,
} from '../../../../shared/protocol/compose-suggest.ts';
import type { PickerCustomEmoji } from '../../../../shared/protocol/emoji.ts';
import type { Core } from '../../../app/core-context.tsx';
import { customCategories, suggestEmoji } from '../../emoji-picker/emoji-data.ts';
import { composedEmoji } from '../../emoji-picker/skin-tone.ts';
import type { SuggestOption } from './suggest-logic.ts';

/** The server's custom emoji, asked for once per page (the core holds them); none when that fails. */
let customEmoji: Promise<PickerCustomEmoji[]> | null = null;
const customEmojiOf = (core: Core) => {
  customEmoji ??= core.intent({ type: 'emoji.custom' }).then((r) => {
    if (r.ok && Array.isArray(r.value)) return r.value as PickerCustomEmoji[];
    customEmoji = null;
    return [];
  });
  return customEmoji;
};

export async function askSuggestions(core: Core, token: CaretToken): Promise<SuggestOption[]> {
  if (token.kind === 'emoji') {
    const [custom, { UNICODE }] = await Promise.all([
      customEmojiOf(core),
      import('../../emoji-picker/unicode-emoji.ts'),
    ]);
    const tone = skinToneOf(core.global.peek().settings as Record<string, unknown>);
    return suggestEmoji(customCategories(custom, ''), UNICODE, token.query, SUGGESTION_LIMITS.emoji).map(
      (e) => ({
        kind: 'emoji',
        key: e.id,
        emoji: e,
        value: composedEmoji(e, tone),
      }),
    );
  }
  const r = await core.intent({ type: 'compose.suggest', kind: token.kind, q: token.query });
  const s = r.ok && r.value ? (r.value as ComposeSuggestions) : NO_COMPOSE_SUGGESTIONS;
  return token.kind === 'account'
    ? s.accounts.map((account) => ({ kind: 'account', key: account.id, account }))
    : s.hashtags.map((tag) => ({ kind: 'hashtag', key: tag.name.toLowerCase(), tag }));
}
