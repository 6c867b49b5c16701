// /lists: every list of the user, by title, as the core holds them (a list made or deleted in another tab shows
// here at once). Each row opens its timeline; its buttons open its members and settings, or delete it after a
// confirmation. "New list" asks for the title, the replies policy and whether the list is exclusive.

import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ListRow } from '../../../shared/protocol/lists.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { Icon } from '../../components/status/Icon.tsx';
import { Button, IconButton } from '../../design/Button.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { DeleteListDialog, ListSettingsDialog } from './ListDialogs.tsx';
import { useLists } from './use-lists.ts';
import './lists.css';

type Open = { kind: 'new' } | { kind: 'edit'; list: ListRow } | { kind: 'delete'; list: ListRow } | null;

export default function ListsScreen() {
  const t = useT();
  const core = useCore();
  const [, navigate] = useLocation();
  const { lists, meta, view, loaded } = useLists();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <section className="view-screen lists-screen" aria-busy={meta.isLoading}>
      <div className="lists-head">
        <h2 className="column-title">{t('lists.title')}</h2>
        <Button variant="primary" onClick={() => setOpen({ kind: 'new' })}>
          {t('lists.new')}
        </Button>
      </div>
      {meta.error && lists.length === 0 ? (
        <ErrorState
          title={t('lists.loadFailed')}
          message={coreMessage(meta.error)}
          onRetry={() => void core.intent({ type: 'view.reload', view })}
        />
      ) : null}
      {!loaded && !meta.error && lists.length === 0 ? <SkeletonRows /> : null}
      {loaded && lists.length === 0 ? (
        <EmptyState icon="list" title={t('lists.emptyTitle')}>
          {t('lists.empty')}
        </EmptyState>
      ) : null}
      <ul className="lists-rows" aria-label={t('lists.title')}>
        {lists.map((l) => (
          <li key={l.key} className="lists-row" data-list-id={l.id}>
            <Link href={`/lists/${l.id}`} className="lists-row-title">
              <Icon name="list" />
              <span>{l.title}</span>
            </Link>
            {l.exclusive ? <span className="lists-badge">{t('lists.exclusiveBadge')}</span> : null}
            <div className="lists-row-actions">
              <IconButton
                icon="people"
                label={t('lists.membersNamed', { title: l.title })}
                onClick={() => navigate(`/lists/${l.id}/members`)}
              />
              <IconButton
                icon="pencil"
                label={t('lists.editNamed', { title: l.title })}
                onClick={() => setOpen({ kind: 'edit', list: l })}
              />
              <IconButton
                icon="close"
                label={t('lists.deleteNamed', { title: l.title })}
                onClick={() => setOpen({ kind: 'delete', list: l })}
              />
            </div>
          </li>
        ))}
      </ul>
      {open?.kind === 'new' ? (
        <ListSettingsDialog list={null} onClose={close} onDone={(l) => navigate(`/lists/${l.id}/members`)} />
      ) : null}
      {open?.kind === 'edit' ? <ListSettingsDialog list={open.list} onClose={close} /> : null}
      {open?.kind === 'delete' ? <DeleteListDialog list={open.list} onClose={close} /> : null}
    </section>
  );
}
