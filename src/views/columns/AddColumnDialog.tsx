// The add-column dialog: every kind of column Mastodon's deck offers (those already in the deck are shown as such),
// a hashtag typed as people type them (normalized on each keystroke), and the user's lists. A choice is one `add`
// operation the core applies to its deck; the new column appears at the end, in every tab.
import { useState } from 'react';
import {
  columnKey,
  type DeckColumn,
  type DeckColumnOp,
  readColumn,
} from '../../../shared/settings/deck-columns.ts';
import { normalizeHashtag } from '../../../shared/tags/hashtag-input.ts';
import { useCore } from '../../app/core-context.tsx';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import { useLists } from '../lists/use-lists.ts';
import { COLUMN_NAMES } from './column-paths.ts';

/** The kinds added with one press, in the order Mastodon's navigation lists them. */
const SIMPLE_KINDS = [
  'HOME',
  'NOTIFICATIONS',
  'EXPLORE',
  'SEARCH',
  'COMMUNITY',
  'PUBLIC',
  'DIRECT',
  'BOOKMARKS',
  'FAVOURITES',
  'COMPOSE',
] as const;

export function AddColumnDialog({
  columns,
  onClose,
}: {
  columns: readonly DeckColumn[];
  onClose: () => void;
}) {
  const t = useT();
  const core = useCore();
  const { lists, loaded } = useLists();
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState(false);
  const present = new Set(columns.map(columnKey));
  const add = (column: DeckColumn) => {
    const op: DeckColumnOp = { op: 'add', column };
    void core.intent({ type: 'deck.column', op });
    onClose();
  };
  const addTag = () => {
    const column = readColumn({ id: 'HASHTAG', params: { id: tag.trim() } });
    if (!column) {
      setTagError(true);
      return;
    }
    add(column);
  };
  return (
    <Dialog title={t('deck.addColumnTitle')} onClose={onClose} className="add-column-dialog">
      <p className="settings-hint">{t('deck.addColumnHint')}</p>
      <ul className="add-column-kinds">
        {SIMPLE_KINDS.map((kind) => {
          const name = t(COLUMN_NAMES[kind] ?? 'deck.kindHome');
          const there = present.has(kind);
          return (
            <li key={kind}>
              <Button disabled={there} data-kind={kind} onClick={() => add({ id: kind })}>
                {there ? t('deck.inDeck', { name }) : name}
              </Button>
            </li>
          );
        })}
      </ul>
      <form
        className="add-column-tag"
        onSubmit={(e) => {
          e.preventDefault();
          addTag();
        }}
      >
        <label className="field">
          <span>{t('deck.hashtagLabel')}</span>
          <input
            name="hashtag"
            value={tag}
            spellCheck={false}
            autoCapitalize="none"
            aria-invalid={tagError}
            aria-describedby={tagError ? 'add-column-tag-error' : undefined}
            onChange={(e) => {
              setTagError(false);
              setTag(normalizeHashtag(e.currentTarget.value));
            }}
          />
        </label>
        <Button type="submit" variant="primary">
          {t('deck.hashtagAdd')}
        </Button>
        {tagError ? (
          <p className="field-error" id="add-column-tag-error" role="alert">
            {t('deck.hashtagInvalid')}
          </p>
        ) : null}
      </form>
      <h3 className="add-column-subtitle">{t('deck.listsLabel')}</h3>
      {lists.length === 0 ? (
        <p className="settings-hint">{loaded ? t('deck.noLists') : t('deck.listsLoading')}</p>
      ) : (
        <ul className="add-column-kinds">
          {lists.map((l) => {
            const column = { id: 'LIST', params: { id: l.id } };
            const there = present.has(columnKey(column));
            return (
              <li key={l.id}>
                <Button disabled={there} onClick={() => add(column)}>
                  {there ? t('deck.inDeck', { name: l.title }) : l.title}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
