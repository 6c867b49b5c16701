// Quote posts in compose: the quoted post above the text (its author and an excerpt, with a button that removes the
// quote and keeps what was typed), why it cannot be quoted when its policy says so (the box then does not post),
// and the quote policy of the post being written (`quote_approval_policy`). The quoted post comes from the core's
// thread view of it, shared with any tab showing it.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { ComposeDraft } from '../../../shared/compose/draft.ts';
import { QUOTE_POLICIES, type QuotePolicy } from '../../../shared/compose/quote-rules.ts';
import { useCore } from '../../app/core-context.tsx';
import { IconButton } from '../../design/Button.tsx';
import { type MessageId, useT } from '../../i18n/index.ts';
import { ContentTree } from '../content/ContentTree.tsx';
import { excerptNodes } from '../content/plain-text.ts';
import { AccountName, Avatar } from '../status/AccountName.tsx';
import { DENIAL_TEXT, denialOf } from '../status/quote-denial.ts';

const POLICY_TEXT: Record<QuotePolicy, MessageId> = {
  public: 'composeMedia.policy.public',
  followers: 'composeMedia.policy.followers',
  nobody: 'composeMedia.policy.nobody',
};

type QuoteFields = Pick<ComposeDraft, 'quotedStatusId' | 'quotePolicy' | 'visibility' | 'editId'>;

/** The quoted post of a new post's draft (an edit cannot change its quote, so shows none); nothing without one. */
export function QuotingThis({
  draft,
  onChange,
  onBlocked,
}: {
  draft: QuoteFields;
  onChange: (patch: Partial<ComposeDraft>) => void;
  /** Told whether the quote cannot be posted (refused by its policy); false again when this goes. */
  onBlocked: (blocked: boolean) => void;
}) {
  if (!draft.quotedStatusId || draft.editId) return null;
  return (
    <QuotedPost
      statusId={draft.quotedStatusId}
      onRemove={() => onChange({ quotedStatusId: null })}
      onBlocked={onBlocked}
    />
  );
}

function QuotedPost({
  statusId,
  onRemove,
  onBlocked,
}: {
  statusId: string;
  onRemove: () => void;
  onBlocked: (blocked: boolean) => void;
}) {
  useSignals();
  const t = useT();
  const core = useCore();
  const store = core.useView({ kind: 'thread', statusId });
  const key = `s:${statusId}`;
  const row = store.keys.value.includes(key) ? store.row(key)?.value : undefined;
  const status = row?.kind === 'status' ? row.status : null;
  const failed = store.meta.value.error !== null;
  const denial = status ? denialOf(status) : null;
  useEffect(() => {
    onBlocked(denial !== null);
    return () => onBlocked(false);
  }, [denial, onBlocked]);
  return (
    <section className="quote-preview" aria-label={t('composeMedia.quoting')}>
      <div className="quote-preview-head">
        <span className="with-icon icon-boost">{t('composeMedia.quoting')}</span>
        <IconButton icon="close" label={t('composeMedia.removeQuote')} onClick={onRemove} />
      </div>
      {status ? (
        <>
          <div className="quote-preview-author">
            <Avatar account={status.account} size={24} />
            <AccountName account={status.account} />
          </div>
          <p className="quote-preview-excerpt" dir="auto" lang={status.language ?? undefined}>
            {status.spoilerText ? (
              status.spoilerText
            ) : (
              <ContentTree nodes={excerptNodes(status.content, 200)} />
            )}
          </p>
          {denial ? (
            <p className="quote-denied" role="alert">
              {t(DENIAL_TEXT[denial])}
            </p>
          ) : null}
        </>
      ) : (
        <p className="quote-preview-excerpt">
          {t(failed ? 'composeMedia.quoteUnavailable' : 'composeMedia.quoteLoading')}
        </p>
      )}
    </section>
  );
}

/** Who may quote the post being written; private and direct posts are never quotable (the server forces nobody). */
export function QuotePolicySelect({
  draft,
  onChange,
}: {
  draft: QuoteFields;
  onChange: (patch: Partial<ComposeDraft>) => void;
}) {
  const t = useT();
  if (draft.visibility === 'private' || draft.visibility === 'direct') return null;
  return (
    <select
      className="quote-policy"
      aria-label={t('composeMedia.quotePolicy')}
      title={t('composeMedia.quotePolicy')}
      value={draft.quotePolicy}
      onChange={(e) => onChange({ quotePolicy: e.target.value as QuotePolicy })}
    >
      {QUOTE_POLICIES.map((p) => (
        <option key={p} value={p}>
          {t(POLICY_TEXT[p])}
        </option>
      ))}
    </select>
  );
}
