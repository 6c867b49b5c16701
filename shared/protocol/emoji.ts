// The instance's custom emoji as the emoji picker lists them (GET /api/v1/custom_emojis, fetched once by the core).
// Asked for with the `emoji.custom` intent, which answers `PickerCustomEmoji[]` as its value.

export interface PickerCustomEmoji {
  shortcode: string;
  /** http(s) only. */
  url: string;
  staticUrl: string;
  /** The server's category; null when it gave none. */
  category: string | null;
  /** False for emoji that work but are not offered in a picker. */
  visibleInPicker: boolean;
}

export type EmojiIntent = { type: 'emoji.custom' };
