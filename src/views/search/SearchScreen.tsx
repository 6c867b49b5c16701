// /search?q=…&type=… (Mastodon's own address): the results of a query in sections, or the full list of one type
// (tabs switch between them), drawn from the core's search view like any other list. Without a query it says what
// search does; with no results it says so.
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useMemo } from 'react';
import { useSearch } from 'wouter';
import type { Intent } from '../../../shared/protocol/intents.ts';
import { isSearchType, type SearchType, type SearchViewSpec } from '../../../shared/protocol/search.ts';
import { useCore } from '../../app/core-context.tsx';
import { useNavigate } from '../../app/in-app-links.tsx';
import type { RowShortcut } from '../../app/keyboard/keymap.ts';
import { VirtualList } from '../../components/virtual-list/VirtualList.tsx';
import { EmptyState } from '../../design/States.tsx';
import { Tabs } from '../../design/Tabs.tsx';
import { type MessageId, useT } from '../../i18n/index.ts';
import { runStatusShortcut } from '../row-shortcuts.ts';
import { searchRowRenderer } from './SearchRows.tsx';
import { searchPath } from './search-options.ts';
import './search.css';

const TABS: readonly ('all' | SearchType)[] = ['all', 'accounts', 'hashtags', 'statuses'];

export default function SearchScreen() {
  const t = useT();
  const navigate = useNavigate();
  const params = new URLSearchParams(useSearch());
  const q = (params.get('q') ?? '').trim();
  const rawType = params.get('type');
  const type = isSearchType(rawType) ? rawType : undefined;
  if (q === '')
    return (
      <section className="view-screen search-screen">
        <h2 className="column-title">{t('search.title')}</h2>
        <EmptyState icon="search" title={t('search.start')}>
          {t('search.startHint')}
        </EmptyState>
      </section>
    );
  const spec: SearchViewSpec = type ? { kind: 'search', q, type } : { kind: 'search', q };
  return (
    <section className="view-screen search-screen">
      <h2 className="column-title">{t('search.titleFor', { q })}</h2>
      <Tabs
        label={t('search.tabs')}
        tabs={TABS.map((id) => ({ id, label: t(`search.tab.${id}` as MessageId) }))}
        selected={type ?? 'all'}
        onSelect={(id) => navigate(searchPath(q, id === 'all' ? undefined : id))}
      />
      <SearchResults key={`${q}|${type ?? ''}`} spec={spec} />
    </section>
  );
}

function SearchResults({ spec }: { spec: SearchViewSpec }) {
  useSignals();
  const t = useT();
  const core = useCore();
  const navigate = useNavigate();
  const store = core.useView(spec);
  const intent = useCallback((i: Intent) => void core.intent(i), [core]);
  const render = useMemo(() => searchRowRenderer(spec.q), [spec.q]);
  // The post shortcuts work on results as on any timeline (f, b, r, o/Enter).
  const onRowAction = useCallback(
    (key: string, action: RowShortcut) => {
      const row = store.row(key)?.peek();
      if (row?.kind === 'status') runStatusShortcut(row.status, action, { intent, navigate });
    },
    [store, intent, navigate],
  );
  const meta = store.meta.value;
  if (store.ready.value && !meta.isLoading && !meta.error && store.keys.value.length === 0)
    return (
      <EmptyState icon="search" title={t('search.empty', { q: spec.q })}>
        {t('search.emptyHint')}
      </EmptyState>
    );
  return (
    <VirtualList
      key={store.view}
      store={store}
      render={render}
      intent={intent}
      onRowAction={onRowAction}
      label={t('search.titleFor', { q: spec.q })}
    />
  );
}
