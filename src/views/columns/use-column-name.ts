// A deck column's name as the reader knows it: the kind's name, `#tag` for a hashtag, the list's title for a list.
import type { DeckColumn } from '../../../shared/settings/deck-columns.ts';
import { useT } from '../../i18n/index.ts';
import { useLists } from '../lists/use-lists.ts';
import { COLUMN_NAMES } from './column-paths.ts';

export function useColumnName(column: DeckColumn): string {
  const t = useT();
  const { lists } = useLists();
  const id = column.params?.id ?? '';
  if (column.id === 'HASHTAG') return t('deck.hashtagColumn', { tag: id });
  if (column.id === 'LIST') {
    const title = lists.find((l) => l.id === id)?.title;
    return title ? t('deck.listColumn', { title }) : t('deck.kindList');
  }
  const name = COLUMN_NAMES[column.id];
  return name ? t(name) : column.id;
}
