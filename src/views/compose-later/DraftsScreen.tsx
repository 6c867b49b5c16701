// /drafts: the drafts put aside (the core's list for the account, the same in every tab, newest change first). Each
// shows its text, what it answers (the parent's excerpt) and when it changed; Resume opens it in compose (it leaves
// the list), Delete removes it with an Undo. The list is read again whenever another tab changes it (the global
// state's savedDraftsVersion).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { SavedDraft } from '../../../shared/compose/saved-drafts.ts';
import { useCore } from '../../app/core-context.tsx';
import { Button, IconButton } from '../../design/Button.tsx';
import { EmptyState, ErrorState, SkeletonRows, Toast } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { draftSummary } from './draft-summary.ts';
import { composeTargetFor } from './open-in-compose.ts';
import './compose-later-screens.css';

export default function DraftsScreen() {
  useSignals();
  const t = useT();
  const core = useCore();
  const [, navigate] = useLocation();
  const version = useComputed(() => core.global.value.savedDraftsVersion ?? 0).value;
  const [list, setList] = useState<SavedDraft[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleted, setDeleted] = useState<SavedDraft | null>(null);

  const load = async () => {
    const r = await core.intent({ type: 'drafts.list' });
    setFailed(!r.ok);
    if (r.ok) setList(r.value as SavedDraft[]);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the core's list changed
  useEffect(() => {
    void load();
  }, [version]);

  const resume = async (d: SavedDraft) => {
    const target = composeTargetFor(d.id);
    const r = await core.intent({ type: 'drafts.resume', id: d.id, draftId: target.draftId });
    if (r.ok) navigate(target.path);
  };
  const remove = async (d: SavedDraft) => {
    const r = await core.intent({ type: 'drafts.remove', id: d.id });
    if (r.ok && r.value) setDeleted(r.value as SavedDraft);
  };
  const undo = async (d: SavedDraft) => {
    setDeleted(null);
    await core.intent({ type: 'drafts.restore', entry: d });
  };

  return (
    <section className="view-screen later-screen" aria-busy={list === null && !failed}>
      <h2 className="column-title">{t('composeLater.draftsTitle')}</h2>
      {failed && list === null ? (
        <ErrorState title={t('composeLater.draftsLoadFailed')} onRetry={() => void load()} />
      ) : null}
      {list === null && !failed ? <SkeletonRows /> : null}
      {list?.length === 0 ? (
        <EmptyState icon="pencil" title={t('composeLater.draftsEmptyTitle')}>
          {t('composeLater.draftsEmpty')}
        </EmptyState>
      ) : null}
      <ul className="later-rows" aria-label={t('composeLater.draftsTitle')}>
        {(list ?? []).map((d) => {
          const s = draftSummary(d);
          return (
            <li key={d.id} className="later-row" data-draft-id={d.id}>
              {s.parent ? (
                <p className="later-meta" dir="auto">
                  {s.parent.excerpt
                    ? t(s.parent.relation === 'quote' ? 'composeLater.quoteOf' : 'composeLater.replyTo', {
                        acct: s.parent.acct,
                        excerpt: s.parent.excerpt,
                      })
                    : t('composeLater.replyToPost')}
                </p>
              ) : null}
              {s.spoilerText ? (
                <p className="later-meta">{t('composeLater.cwOf', { text: s.spoilerText })}</p>
              ) : null}
              <p className="later-text" dir="auto">
                {s.text || t('composeLater.noText')}
              </p>
              <p className="later-meta">
                {t('composeLater.changedAt', { at: d.updatedAt })}
                {s.scheduledAt
                  ? ` · ${t('composeLater.scheduledFor', { at: Date.parse(s.scheduledAt) })}`
                  : ''}
              </p>
              <div className="later-actions">
                <Button variant="primary" onClick={() => void resume(d)}>
                  {t('composeLater.resume')}
                </Button>
                <IconButton
                  icon="close"
                  label={t('composeLater.deleteDraft')}
                  onClick={() => void remove(d)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {deleted ? (
        <div className="later-toast">
          <Toast
            onDismiss={() => setDeleted(null)}
            action={{ label: t('composeLater.undo'), run: () => void undo(deleted) }}
          >
            {t('composeLater.draftDeleted')}
          </Toast>
        </div>
      ) : null}
    </section>
  );
}
