// /lists/{id}/members: a list's settings and members. The members come from the core's `listMembers` view (every
// tab's copy changes at once, before the server answers, and changes back if it refuses); people to add are found
// among the accounts the user follows. Member rows are the shared account row with this screen's button beside it.

import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { AccountRow as AccountRowModel } from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { AccountRow } from '../../components/AccountRow.tsx';
import { Button } from '../../design/Button.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { DeleteListDialog, ListSettingsDialog } from './ListDialogs.tsx';
import { useMemberSearch } from './member-search.ts';
import { rowsOf, useList } from './use-lists.ts';
import './lists.css';

function MemberItem({
  row,
  action,
}: {
  row: AccountRowModel;
  action: { label: string; name: string; run: () => void } | { done: string };
}) {
  return (
    <li className="list-member" data-account-id={row.account.id}>
      <AccountRow row={row} />
      <div className="list-member-action">
        {'done' in action ? (
          <span className="list-member-done">{action.done}</span>
        ) : (
          <Button aria-label={action.name} onClick={action.run}>
            {action.label}
          </Button>
        )}
      </div>
    </li>
  );
}

export default function ListMembersScreen({ id }: { id: string }) {
  useSignals();
  const t = useT();
  const core = useCore();
  const [, navigate] = useLocation();
  const { list } = useList(id);
  const store = core.useView({ kind: 'listMembers', listId: id });
  const members = rowsOf<AccountRowModel>(store, 'account');
  const meta = store.meta.value;
  const [q, setQ] = useState('');
  const search = useMemberSearch(q, (text) => core.intent({ type: 'list.searchFollowing', q: text }));
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const memberIds = new Set(members.map((m) => m.account.id));
  const edit = (accountId: string, add: boolean) =>
    void core.intent({ type: 'list.members', listId: id, accountIds: [accountId], add });

  if (list === null) {
    return (
      <section className="view-screen list-members">
        <EmptyState icon="list" title={t('lists.notFoundTitle')}>
          {t('lists.notFound')} <Link href="/lists">{t('lists.allLists')}</Link>
        </EmptyState>
      </section>
    );
  }
  const title = list?.title ?? '';
  return (
    <section className="view-screen list-members" aria-busy={meta.isLoading}>
      <div className="lists-head">
        <h2 className="column-title">{t('lists.membersTitle', { title })}</h2>
      </div>
      <nav className="list-bar" aria-label={t('lists.title')}>
        <Link href="/lists">{t('lists.allLists')}</Link>
        <Link href={`/lists/${id}`}>{title}</Link>
        <div className="list-bar-actions">
          <Button disabled={!list} onClick={() => setDialog('edit')}>
            {t('lists.edit')}
          </Button>
          <Button variant="danger" disabled={!list} onClick={() => setDialog('delete')}>
            {t('lists.delete')}
          </Button>
        </div>
      </nav>

      <div className="list-search">
        <label htmlFor="list-member-search">{t('lists.search')}</label>
        <input
          id="list-member-search"
          type="search"
          autoComplete="off"
          placeholder={t('lists.searchPlaceholder')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      {search.answeredFor !== '' ? (
        <div aria-live="polite">
          {search.results.length === 0 ? (
            <p className="list-search-none">{t('lists.searchNone', { q: search.answeredFor })}</p>
          ) : (
            <ul className="list-member-rows" aria-label={t('lists.searchResults')}>
              {search.results.map((r) => (
                <MemberItem
                  key={r.key}
                  row={r}
                  action={
                    memberIds.has(r.account.id)
                      ? { done: t('lists.inList') }
                      : {
                          label: t('lists.add'),
                          name: t('lists.addNamed', { acct: r.account.acct }),
                          run: () => edit(r.account.id, true),
                        }
                  }
                />
              ))}
            </ul>
          )}
        </div>
      ) : null}

      <h3 className="list-members-count">{t('lists.currentMembers', { n: members.length })}</h3>
      {meta.error ? (
        <ErrorState
          title={t('lists.membersFailed')}
          message={coreMessage(meta.error)}
          onRetry={() => void core.intent({ type: 'view.reload', view: store.view })}
        />
      ) : null}
      {meta.isLoading && members.length === 0 ? <SkeletonRows /> : null}
      {!meta.isLoading && !meta.error && members.length === 0 ? (
        <EmptyState icon="people" title={t('lists.noMembersTitle')}>
          {t('lists.noMembers')}
        </EmptyState>
      ) : null}
      <ul className="list-member-rows" aria-label={t('lists.currentMembers', { n: members.length })}>
        {members.map((r) => (
          <MemberItem
            key={r.key}
            row={r}
            action={{
              label: t('lists.remove'),
              name: t('lists.removeNamed', { acct: r.account.acct }),
              run: () => edit(r.account.id, false),
            }}
          />
        ))}
      </ul>
      {dialog === 'edit' && list ? <ListSettingsDialog list={list} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' && list ? (
        <DeleteListDialog list={list} onClose={() => setDialog(null)} onDeleted={() => navigate('/lists')} />
      ) : null}
    </section>
  );
}
