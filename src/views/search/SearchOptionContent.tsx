// What one option of the search listbox shows: the search itself, an address to open, an account, a hashtag with
// its use, or a recent search with its remove control (a pointer target; the keyboard removes with Delete).
import type { RecentSearch } from '../../../shared/protocol/search.ts';
import { Avatar, DisplayName } from '../../components/status/AccountName.tsx';
import { Icon } from '../../components/status/Icon.tsx';
import { useT } from '../../i18n/index.ts';
import type { SearchOption } from './search-options.ts';

const recentText = (e: RecentSearch) =>
  e.type === 'account' ? `@${e.q}` : e.type === 'hashtag' ? `#${e.q}` : e.q;

export function SearchOptionContent({
  option,
  onRemove,
}: {
  option: SearchOption;
  onRemove: (entry: RecentSearch) => void;
}) {
  const t = useT();
  switch (option.kind) {
    case 'search':
      return (
        <>
          <Icon name="search" />
          <span className="search-option-text">{t('search.searchFor', { q: option.q })}</span>
        </>
      );
    case 'resolve':
      return (
        <>
          <Icon name="globe" />
          <span className="search-option-text">{t('search.open', { q: option.q })}</span>
        </>
      );
    case 'account':
      return (
        <>
          <Avatar account={option.account} size={28} />
          <span className="search-option-text">
            <DisplayName account={option.account} /> <span className="handle">@{option.account.acct}</span>
          </span>
        </>
      );
    case 'hashtag':
      return (
        <>
          <Icon name="hashtag" />
          <span className="search-option-text">
            #{option.name}{' '}
            <span className="handle">{t('search.people', { count: option.people, n: option.people })}</span>
          </span>
        </>
      );
    case 'recent':
      return (
        <>
          <Icon
            name={
              option.entry.type === 'account' ? 'at' : option.entry.type === 'hashtag' ? 'hashtag' : 'history'
            }
          />
          <span className="search-option-text">{recentText(option.entry)}</span>
          <span
            className="search-remove"
            aria-hidden="true"
            title={t('search.removeRecent', { q: recentText(option.entry) })}
            onClick={(e) => {
              e.stopPropagation();
              onRemove(option.entry);
            }}
          >
            <Icon name="close" />
          </span>
        </>
      );
  }
}
