// /follow_requests, /blocks, /mutes, /domain_blocks: the signed-in user's account lists, a page at a time from the
// core. Each row answers (Accept / Reject) or undoes (Unblock / Unmute / Unblock domain); the row leaves at once and
// comes back if the server refuses (the core shows why, section 8).

import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import type {
  AccountListEntry,
  AccountListKind,
  AccountListPage,
} from '../../../shared/protocol/account-lists.ts';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import { now } from '../../app/clock.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { AccountRow } from '../../components/AccountRow.tsx';
import { Button } from '../../design/Button.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../design/States.tsx';
import {
  type AccountListModel,
  emptyListModel,
  LIST_SCREENS,
  muteExpiryText,
  withEntryBack,
  withoutEntry,
  withPage,
} from './list-model.ts';
import './account-lists.css';
import { t, useT } from '../../i18n/index.ts';

/** What a row's button asks of the core: an answer to a follow request, or the undo of a block or mute. */
function intentsOf(list: AccountListKind, entry: AccountListEntry): { label: string; intent: Intent }[] {
  if (entry.kind === 'domain')
    return [
      { label: t('accountLists.unblockDomain'), intent: { type: 'domain.unblock', domain: entry.domain } },
    ];
  const accountId = entry.account.id;
  if (list === 'follow_requests') {
    return [
      {
        label: t('accountLists.accept'),
        intent: { type: 'account.followRequest', accountId, action: 'authorize' },
      },
      {
        label: t('accountLists.reject'),
        intent: { type: 'account.followRequest', accountId, action: 'reject' },
      },
    ];
  }
  const relate = list === 'mutes' ? ({ action: 'unmute' } as const) : ({ action: 'unblock' } as const);
  return [
    {
      label: t(LIST_SCREENS[list].undo ?? 'accountLists.unblock'),
      intent: { type: 'account.relate', accountId, relate },
    },
  ];
}

function EntryRow({
  list,
  entry,
  onAct,
}: {
  list: AccountListKind;
  entry: AccountListEntry;
  onAct: (entry: AccountListEntry, intent: Intent) => void;
}) {
  useSignals();
  const t = useT();
  const who = entry.kind === 'domain' ? entry.domain : `@${entry.account.acct}`;
  const buttons = intentsOf(list, entry).map(({ label, intent }, i) => (
    <Button
      key={label}
      variant={i === 0 ? 'primary' : 'plain'}
      aria-label={t('accountLists.actionFor', { action: label, who })}
      onClick={() => onAct(entry, intent)}
    >
      {label}
    </Button>
  ));
  if (entry.kind === 'account') {
    // The one account row of every list, with this list's own buttons (they take the row off at once).
    return (
      <li className="account-list-row is-account" data-key={entry.key}>
        <AccountRow
          row={{
            kind: 'account',
            key: entry.key,
            account: entry.account,
            note: entry.note ?? [],
            followersCount: 0,
            followingCount: 0,
            statusesCount: 0,
          }}
          hideCounts
          actions={buttons}
          detail={
            list === 'mutes' ? (
              <span className="account-list-note">{muteExpiryText(entry.muteExpiresAt, now.value)}</span>
            ) : undefined
          }
        />
      </li>
    );
  }
  return (
    <li className="account-list-row" data-key={entry.key}>
      <div className="account-list-body">
        <strong>{entry.domain}</strong>
      </div>
      <div className="account-list-actions">{buttons}</div>
    </li>
  );
}

export default function AccountListScreen({ list }: { list: AccountListKind }) {
  const core = useCore();
  const screen = LIST_SCREENS[list];
  const t = useT();
  const [model, setModel] = useState<AccountListModel>(emptyListModel);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (page: Record<string, string> | null) => {
      setBusy(true);
      const r: IntentResult = await core.intent({ type: 'accounts.list', list, page });
      setBusy(false);
      if (r.ok) {
        setModel((m) => withPage(m, r.value as AccountListPage, page === null));
        setError(null);
      } else setError(r.alert ? coreMessage(r.alert.message) : t('accountLists.loadFailed'));
    },
    [core, list, t],
  );

  useEffect(() => {
    setModel(emptyListModel());
    void load(null);
  }, [load]);

  const act = (entry: AccountListEntry, intent: Intent) => {
    const { index } = withoutEntry(model, entry.key);
    setModel((m) => withoutEntry(m, entry.key).model);
    void core.intent(intent).then((r) => {
      // Refused: the row comes back where it was; the core has shown the alert saying why.
      if (!r.ok) setModel((m) => withEntryBack(m, entry, index));
    });
  };

  return (
    <section className="view-screen account-list" aria-busy={busy}>
      <h2 className="column-title">{t(screen.title)}</h2>
      {error ? (
        <ErrorState
          title={t('accountLists.loadFailedTitle')}
          message={error}
          onRetry={() => void load(model.loaded ? model.next : null)}
        />
      ) : null}
      {!model.loaded && !error ? <SkeletonRows /> : null}
      {model.loaded && model.entries.length === 0 && !model.next ? (
        <EmptyState icon="check" title={t(screen.emptyTitle)}>
          {t(screen.empty)}
        </EmptyState>
      ) : null}
      <ul className="account-list-rows" aria-label={t(screen.title)}>
        {model.entries.map((e) => (
          <EntryRow key={e.key} list={list} entry={e} onAct={act} />
        ))}
      </ul>
      {model.next ? (
        <button type="button" className="load-more" disabled={busy} onClick={() => void load(model.next)}>
          {t('chrome.loadMore')}
        </button>
      ) : null}
    </section>
  );
}
