// The search field every layout shows (sidebar in single column and deck, at the top on mobile). Only this small
// part is in the startup bundle: the combobox with its suggestions and recent searches (SearchCombobox.tsx) is
// fetched after the first paint; until it is there a plain field stands in, and whatever is typed into it, and its
// focus, carry over. `/` focuses the field from anywhere except a text field.
import { useEffect } from 'react';
import { isTypingTarget } from '../../components/virtual-list/keyboard.ts';
import { useT } from '../../i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';
import { early } from './early-input.ts';
import './search-field.css';

function StandInField() {
  const t = useT();
  return (
    <search className="search-field">
      <form onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          className="search-input"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          onInput={(e) => {
            early.text = e.currentTarget.value;
          }}
          onFocus={() => {
            early.focused = true;
          }}
          onBlur={() => {
            early.focused = false;
          }}
        />
      </form>
    </search>
  );
}

const { Component: SearchCombobox } = deferred(
  () => import('./SearchCombobox.tsx').then((m) => m.SearchCombobox),
  { placeholder: <StandInField /> },
);

/** `/` anywhere but in a text field focuses the search field (Mastodon's shortcut). */
function useSlashFocus() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTypingTarget(e.target)) return;
      const input = document.querySelector<HTMLInputElement>('.search-field input');
      if (!input) return;
      e.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

export function SearchField() {
  useSlashFocus();
  return <SearchCombobox />;
}
