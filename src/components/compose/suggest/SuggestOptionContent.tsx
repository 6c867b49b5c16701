// One suggestion as the listbox shows it: an account (avatar, name, handle), a hashtag (with how many people use
// it, or that you used it), an emoji (its image or character, and its shortcode or name).

import { useT } from '../../../i18n/index.ts';
import { Avatar, DisplayName } from '../../status/AccountName.tsx';
import type { SuggestOption } from './suggest-logic.ts';

export function SuggestOptionContent({ option }: { option: SuggestOption }) {
  const t = useT();
  switch (option.kind) {
    case 'account':
      return (
        <>
          <Avatar account={option.account} size={28} />
          <span className="compose-suggest-text">
            <DisplayName account={option.account} /> <span className="handle">@{option.account.acct}</span>
          </span>
        </>
      );
    case 'hashtag':
      return (
        <span className="compose-suggest-text">
          #{option.tag.name}{' '}
          <span className="handle">
            {option.tag.recent
              ? t('composeSuggest.usedByYou')
              : t('composeSuggest.people', { n: option.tag.people ?? 0 })}
          </span>
        </span>
      );
    case 'emoji': {
      const e = option.emoji;
      return (
        <>
          {e.kind === 'custom' ? (
            <img className="compose-suggest-emoji" src={e.staticUrl} alt="" width={24} height={24} />
          ) : (
            <span className="compose-suggest-emoji" aria-hidden="true">
              {option.value}
            </span>
          )}
          <span className="compose-suggest-text">{e.kind === 'custom' ? `:${e.shortcode}:` : e.name}</span>
        </>
      );
    }
  }
}
