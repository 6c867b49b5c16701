// /directory: the profile directory, from this server or everyone, recently active or new arrivals, 20 cards a page
// by offset ("Load more"). A failed page says so in place with a retry; the pages already shown stay.

import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import type { DirectoryCard, DirectoryQuery, OffsetPage } from '../../../shared/protocol/discovery.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { Button } from '../../design/Button.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { AccountCard } from './AccountCard.tsx';
import '../explore/explore.css';
import './directory.css';

interface Pages {
  query: DirectoryQuery;
  cards: DirectoryCard[];
  hasMore: boolean;
}

export default function DirectoryScreen() {
  useSignals();
  const core = useCore();
  const t = useT();
  const selfId = useComputed(() => core.global.value.identity.accountId).value;
  const [query, setQuery] = useState<DirectoryQuery>({ local: true, order: 'active' });
  const [pages, setPages] = useState<Pages | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (q: DirectoryQuery, offset: number) => {
      setBusy(true);
      setFailed(null);
      const r = await core.intent({ type: 'directory.page', offset, ...q });
      setBusy(false);
      if (!r.ok) {
        setFailed(r.alert ? coreMessage(r.alert.message) : t('directory.failed'));
        return;
      }
      const page = r.value as OffsetPage<DirectoryCard>;
      setPages((p) => {
        // An answer for a query no longer chosen is dropped.
        if (offset > 0 && (!p || p.query !== q)) return p;
        const seen = new Set(offset > 0 && p ? p.cards.map((c) => c.account.key) : []);
        const fresh = page.items.filter((c) => !seen.has(c.account.key));
        return { query: q, cards: offset > 0 && p ? [...p.cards, ...fresh] : fresh, hasMore: page.hasMore };
      });
    },
    [core, t],
  );

  useEffect(() => {
    setPages(null);
    void load(query, 0);
  }, [load, query]);

  const shown = pages?.query === query ? pages : null;
  return (
    <section className="view-screen directory-screen" aria-busy={busy}>
      <h2 className="column-title">{t('directory.title')}</h2>
      <div className="directory-options">
        <fieldset>
          <legend className="visually-hidden">{t('directory.whose')}</legend>
          <label>
            <input
              type="radio"
              name="dir-local"
              checked={query.local}
              onChange={() => setQuery({ ...query, local: true })}
            />
            {t('directory.local')}
          </label>
          <label>
            <input
              type="radio"
              name="dir-local"
              checked={!query.local}
              onChange={() => setQuery({ ...query, local: false })}
            />
            {t('directory.everyone')}
          </label>
        </fieldset>
        <fieldset>
          <legend className="visually-hidden">{t('directory.order')}</legend>
          <label>
            <input
              type="radio"
              name="dir-order"
              checked={query.order === 'active'}
              onChange={() => setQuery({ ...query, order: 'active' })}
            />
            {t('directory.active')}
          </label>
          <label>
            <input
              type="radio"
              name="dir-order"
              checked={query.order === 'new'}
              onChange={() => setQuery({ ...query, order: 'new' })}
            />
            {t('directory.new')}
          </label>
        </fieldset>
      </div>
      <div className="directory-body">
        {shown && shown.cards.length > 0 ? (
          <ul className="directory-grid">
            {shown.cards.map((c) => (
              <AccountCard key={c.account.key} card={c} self={c.account.account.id === selfId} />
            ))}
          </ul>
        ) : shown && !failed ? (
          <EmptyState icon="people" title={t('directory.empty')} />
        ) : null}
        {failed ? (
          <ErrorState
            title={t('directory.failedTitle')}
            message={failed}
            onRetry={() => void load(query, shown?.cards.length ?? 0)}
          />
        ) : !shown ? (
          <SkeletonRows count={4} />
        ) : shown.hasMore ? (
          <div className="explore-more">
            <Button disabled={busy} onClick={() => void load(query, shown.cards.length)}>
              {t('directory.more')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
