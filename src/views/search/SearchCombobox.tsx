// The search field's combobox (fetched after the first paint): typing-ahead suggestions of accounts and hashtags,
// the recent searches while it is empty, and the search itself. The keyboard drives the listbox (arrows move,
// Enter chooses, Escape closes, Delete removes a recent search) while the focus stays in the field
// (aria-activedescendant), and a screen reader hears how many suggestions came. A URL or handle is resolved and
// opened in Woolly; one the server cannot resolve says so under the field.
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { RecentSearch, ResolveAnswer, SearchSuggestions } from '../../../shared/protocol/search.ts';
import { useCore } from '../../app/core-context.tsx';
import { useNavigate } from '../../app/in-app-links.tsx';
import { useT } from '../../i18n/index.ts';
import { early } from './early-input.ts';
import { SearchOptionContent } from './SearchOptionContent.tsx';
import { type Choice, choose, moveHighlight, searchOptions, submitChoice } from './search-options.ts';
import { createTypeahead, NO_SUGGESTIONS } from './typeahead.ts';
import './search.css';

type Notice = { kind: 'resolving' | 'notFound'; q: string } | null;

export function SearchCombobox() {
  const core = useCore();
  const t = useT();
  const navigate = useNavigate();
  const listId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(early.text);
  useQueryFromAddress(input, setText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<{ q: string; s: SearchSuggestions }>({
    q: '',
    s: NO_SUGGESTIONS,
  });
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const [notice, setNotice] = useState<Notice>(null);

  const typeahead = useMemo(
    () =>
      createTypeahead({
        // Signed out there is nobody to ask for: no suggestions (and no "Not signed in" alert per keystroke).
        ask: (q) =>
          !core.global.peek().identity.signedIn
            ? Promise.resolve(NO_SUGGESTIONS)
            : core
                .intent({ type: 'search.suggest', q })
                .then((r) => (r.ok ? (r.value as SearchSuggestions) : NO_SUGGESTIONS)),
        show: (q, s) => setSuggestions({ q, s }),
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (h) => window.clearTimeout(h as number),
      }),
    [core],
  );
  useEffect(() => () => typeahead.dispose(), [typeahead]);

  const recentIntent = useCallback(
    (i: { action: 'list' } | { action: 'add' | 'remove'; entry: RecentSearch }) =>
      core.intent({ type: 'search.recent', ...i }).then((r) => {
        if (r.ok && Array.isArray(r.value)) setRecent(r.value as RecentSearch[]);
      }),
    [core],
  );

  // The stand-in field had the focus (and maybe text) when this arrived: carry both over.
  useEffect(() => {
    if (!early.focused) return;
    input.current?.focus();
    if (early.text) typeahead.input(early.text);
  }, [typeahead]);

  const options = useMemo(() => searchOptions(text, suggestions.s, recent), [text, suggestions, recent]);
  const showList = open && options.length > 0;
  const current = showList && active >= 0 ? options[active] : undefined;

  const act = async (choice: Choice) => {
    if (!choice) return;
    setOpen(false);
    setActive(-1);
    if ('go' in choice) {
      if (choice.remember) void recentIntent({ action: 'add', entry: choice.remember });
      setNotice(null);
      input.current?.blur();
      navigate(choice.go);
      return;
    }
    setNotice({ kind: 'resolving', q: choice.resolve });
    const r = await core.intent({ type: 'search.resolve', q: choice.resolve });
    const answer = r.ok ? (r.value as ResolveAnswer) : null;
    if (answer?.found) {
      void recentIntent({ action: 'add', entry: choice.remember });
      setNotice(null);
      input.current?.blur();
      navigate(answer.path);
    } else setNotice(answer ? { kind: 'notFound', q: choice.resolve } : null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const next = moveHighlight(e.key, active, options.length);
      if (next === null) return;
      e.preventDefault();
      setOpen(true);
      setActive(next);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      void act(current ? choose(current) : submitChoice(text));
    } else if (e.key === 'Escape') {
      if (!showList && !notice) return;
      e.preventDefault();
      setOpen(false);
      setActive(-1);
      setNotice(null);
    } else if (e.key === 'Delete' && current?.kind === 'recent') {
      e.preventDefault();
      setActive(-1);
      void recentIntent({ action: 'remove', entry: current.entry });
    }
  };

  const count = suggestions.s.accounts.length + suggestions.s.hashtags.length;
  const typed = text.trim() !== '';
  return (
    <search className="search-field">
      <form onSubmit={(e) => e.preventDefault()}>
        <input
          ref={input}
          type="search"
          className="search-input"
          role="combobox"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
          aria-describedby={showList && !typed ? hintId : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e) => {
            const value = e.currentTarget.value;
            early.text = value;
            setText(value);
            setActive(-1);
            setOpen(true);
            setNotice(null);
            typeahead.input(value);
          }}
          onFocus={() => {
            setOpen(true);
            void recentIntent({ action: 'list' });
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {showList ? (
          <div className="search-popup">
            {typed ? null : (
              <p className="search-popup-title" id={hintId}>
                {t('search.recent')}
                <span className="visually-hidden"> {t('search.recentHint')}</span>
              </p>
            )}
            <div role="listbox" id={listId} aria-label={typed ? t('search.label') : t('search.recent')}>
              {options.map((o, i) => (
                <div
                  key={o.id}
                  id={`${listId}-${o.id}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={i === active ? 'search-option is-active' : 'search-option'}
                  // Keeps the focus in the field, so the blur does not close the list before the click lands.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => void act(choose(o))}
                >
                  <SearchOptionContent
                    option={o}
                    onRemove={(entry) => void recentIntent({ action: 'remove', entry })}
                  />
                </div>
              ))}
            </div>
          </div>
        ) : null}
        <div className="visually-hidden" aria-live="polite">
          {open && typed && suggestions.q === text.trim() ? t('search.suggestions', { count }) : ''}
        </div>
        {notice ? (
          <p className="search-notice" role="status">
            {notice.kind === 'resolving' ? t('search.resolving') : t('search.notFound', { q: notice.q })}
          </p>
        ) : null}
      </form>
    </search>
  );
}

/**
 * `/search?q=` opened by address, by a link or by history: the field shows that query, as if it had been typed,
 * unless the reader is typing in it.
 */
function useQueryFromAddress(input: { current: HTMLInputElement | null }, setText: (q: string) => void) {
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!/(^|\/)search$/.test(path)) return;
    const q = new URLSearchParams(search).get('q');
    if (q !== null && document.activeElement !== input.current) setText(q);
  }, [path, search, input, setText]);
}
