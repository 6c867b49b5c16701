// The profile's "Add to list…" dialog: a checkbox per list, ticked where the account is a member (from
// GET /api/v1/accounts/{id}/lists). A tick or untick is sent at once and shown at once; a refusal unticks (or ticks)
// that list again, and the core's alert says why. A new list can be made here, with the account in it.

import { useEffect, useState } from 'react';
import { cleanListTitle, type ListRow } from '../../../shared/protocol/lists.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { ErrorState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { type ListPicks, pick, picksFromServer, settle, unknownPicks } from './pick-model.ts';
import { useLists } from './use-lists.ts';
import './lists.css';

export function AddToListDialog({
  accountId,
  acct,
  onClose,
}: {
  accountId: string;
  acct: string;
  onClose: () => void;
}) {
  const t = useT();
  const core = useCore();
  const { lists, loaded } = useLists();
  const [picks, setPicks] = useState<ListPicks>(unknownPicks);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState(false);
  const [creating, setCreating] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again (Retry)
  useEffect(() => {
    let live = true;
    void core.intent({ type: 'lists.ofAccount', accountId }).then((r) => {
      if (!live) return;
      if (r.ok) {
        setFailed(null);
        setPicks((p) => picksFromServer(r.value as string[], p));
      } else setFailed(r.alert ? coreMessage(r.alert.message) : '');
    });
    return () => {
      live = false;
    };
  }, [core, accountId, attempt]);

  const change = async (listId: string, on: boolean) => {
    setPicks((p) => pick(p, listId, on));
    const r = await core.intent({ type: 'list.members', listId, accountIds: [accountId], add: on });
    setPicks((p) => settle(p, listId, on, r.ok));
    return r.ok;
  };

  const create = async () => {
    const clean = cleanListTitle(title);
    setTitleError(clean === null);
    if (clean === null || creating) return;
    setCreating(true);
    const r = await core.intent({ type: 'list.create', fields: { title: clean } });
    setCreating(false);
    if (!r.ok) return;
    setTitle('');
    await change((r.value as ListRow).id, true);
  };

  const member = picks.member;
  return (
    <Dialog title={t('lists.addToListTitle', { acct })} onClose={onClose} className="list-dialog">
      {failed !== null ? (
        <ErrorState title={t('lists.loadFailed')} message={failed} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {failed === null && (member === null || !loaded) ? <SkeletonRows count={2} /> : null}
      {member !== null && loaded ? (
        lists.length === 0 ? (
          <p>{t('lists.addToListNone')}</p>
        ) : (
          <ul className="list-pick" aria-label={t('lists.title')}>
            {lists.map((l) => (
              <li key={l.key}>
                <label>
                  <input
                    type="checkbox"
                    checked={member.has(l.id)}
                    disabled={picks.pending.has(l.id)}
                    onChange={(e) => void change(l.id, e.target.checked)}
                  />
                  {l.title}
                </label>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <form
        className="list-pick-new"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <label className="visually-hidden" htmlFor="list-pick-new-title">
          {t('lists.newListTitle')}
        </label>
        <input
          id="list-pick-new-title"
          type="text"
          value={title}
          maxLength={200}
          placeholder={t('lists.newListTitle')}
          aria-invalid={titleError}
          onChange={(e) => {
            setTitle(e.target.value);
            if (titleError && cleanListTitle(e.target.value) !== null) setTitleError(false);
          }}
        />
        <Button type="submit" disabled={creating}>
          {t('lists.create')}
        </Button>
        {titleError ? (
          <p className="list-form-error" role="alert">
            {t('lists.titleRequired')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
