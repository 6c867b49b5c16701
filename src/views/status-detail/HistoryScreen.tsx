// /@acct/id/history: a post's edit history, as Mastodon's "Edited" menu shows it: every version newest first, each
// with its date, what it changed, its content warning, its text (sanitized by the core), its media and its poll.
// The core answers it per ask (status.history); a failure says why and offers Retry, and nothing is lost.
import { useCallback, useEffect, useState } from 'react';
import type { IntentResult } from '../../../shared/protocol/intents.ts';
import type { StatusEditView, StatusHistory } from '../../../shared/protocol/status-history.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { ContentTree } from '../../components/content/ContentTree.tsx';
import { AccountName, Avatar } from '../../components/status/AccountName.tsx';
import { Card, EmptyState, ErrorState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import './status-detail.css';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; versions: StatusEditView[] };

const CHANGE_MESSAGES = {
  text: 'history.changed.text',
  spoiler: 'history.changed.spoiler',
  sensitive: 'history.changed.sensitive',
  media: 'history.changed.media',
  poll: 'history.changed.poll',
} as const;

function Version({ version }: { version: StatusEditView }) {
  const t = useT();
  const date = new Date(version.createdAt);
  const valid = !Number.isNaN(date.getTime());
  return (
    <li>
      <Card className="history-version">
        <p className="history-when">
          <Avatar account={version.account} size={24} />
          <AccountName account={version.account} />
          {valid ? (
            <time dateTime={version.createdAt}>
              {t(version.original ? 'history.published' : 'history.editedAt', { date })}
            </time>
          ) : null}
        </p>
        {version.changes.length > 0 ? (
          <ul className="history-changes" aria-label={t('history.changes')}>
            {version.changes.map((c) => (
              <li key={c}>{t(CHANGE_MESSAGES[c])}</li>
            ))}
          </ul>
        ) : null}
        {version.spoilerText ? (
          <p className="history-spoiler" dir="auto">
            {version.spoilerText}
          </p>
        ) : null}
        <div className="history-content">
          <ContentTree nodes={version.content} />
        </div>
        {version.sensitive ? <p className="history-sensitive">{t('history.sensitive')}</p> : null}
        {version.media.length > 0 ? (
          <ul className="history-media" aria-label={t('history.media', { count: version.media.length })}>
            {version.media.map((m) => (
              <li key={m.id}>
                {m.previewUrl && (m.type === 'image' || m.type === 'gifv' || m.type === 'video') ? (
                  <img src={m.previewUrl} alt={m.description || t('history.noAlt')} loading="lazy" />
                ) : (
                  <span className="history-no-preview">{m.description || t('history.noAlt')}</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {version.pollOptions ? (
          <ul className="history-poll" aria-label={t('history.poll')}>
            {version.pollOptions.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options of one version never move, and may repeat
              <li key={i}>{o}</li>
            ))}
          </ul>
        ) : null}
      </Card>
    </li>
  );
}

export default function HistoryScreen({ acct, statusId }: { acct: string; statusId: string }) {
  const core = useCore();
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const r: IntentResult = await core.intent({ type: 'status.history', statusId });
    if (r.ok) setState({ kind: 'loaded', versions: (r.value as StatusHistory).versions });
    else setState({ kind: 'failed', message: r.alert ? coreMessage(r.alert.message) : '' });
  }, [core, statusId]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section className="view-screen history-screen" aria-busy={state.kind === 'loading'}>
      <h2 className="column-title">{t('history.title')}</h2>
      <a className="history-back" href={`/@${acct}/${statusId}`} data-nav="">
        {t('history.back')}
      </a>
      {state.kind === 'loading' ? <SkeletonRows count={2} /> : null}
      {state.kind === 'failed' ? (
        <ErrorState title={t('history.loadFailed')} message={state.message} onRetry={() => void load()} />
      ) : null}
      {state.kind === 'loaded' && state.versions.length === 0 ? (
        <EmptyState icon="history" title={t('history.none')}>
          {t('history.noneText')}
        </EmptyState>
      ) : null}
      {state.kind === 'loaded' && state.versions.length > 0 ? (
        <ol className="history-list">
          {state.versions.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one answer's versions, never reordered (dates may repeat)
            <Version key={i} version={v} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
