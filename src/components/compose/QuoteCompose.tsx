// Quote posts in compose: the quoted post above the text (its author and an excerpt, with a button that removes the
// quote and keeps what was typed), why it cannot be quoted when its policy says so (the box then does not post),
// and the quote policy of the post being written (`quote_approval_policy`). The quoted post comes from the core's
// thread view of it, shared with any tab showing it.
import { useEffect } from 'react';
import type { ComposeDraft } from '../../../shared/compose/draft.ts';
import { QUOTE_POLICIES, type QuotePolicy } from '../../../shared/compose/quote-rules.ts';
import { type MessageId, useT } from '../../i18n/index.ts';
import { DENIAL_TEXT, denialOf } from '../status/quote-denial.ts';
import { ParentPreview, useParentPost } from './ParentPreview.tsx';

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
  const t = useT();
  const { status, failed } = useParentPost(statusId);
  const denial = status ? denialOf(status) : null;
  useEffect(() => {
    onBlocked(denial !== null);
    return () => onBlocked(false);
  }, [denial, onBlocked]);
  return (
    <ParentPreview
      kind="quote"
      label={t('composeMedia.quoting')}
      closeLabel={t('composeMedia.removeQuote')}
      onClose={onRemove}
      status={status}
      waiting={t(failed ? 'composeMedia.quoteUnavailable' : 'composeMedia.quoteLoading')}
      excerptLength={200}
    >
      {denial ? (
        <p className="quote-denied" role="alert">
          {t(DENIAL_TEXT[denial])}
        </p>
      ) : null}
    </ParentPreview>
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
