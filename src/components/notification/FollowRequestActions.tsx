// Accept / Reject under a follow request notification. The answer goes to the core (POST
// /api/v1/follow_requests/{id}/authorize|reject); the row then says what was done, or shows why it failed with the
// buttons back. What was answered is kept per account for the life of the tab, so a row scrolled away and back
// (virtualized) still says it.

import { useState } from 'react';
import type { AccountChip } from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { useT } from '../../i18n/index.ts';
import {
  type FollowRequestAnswer,
  type FollowRequestState,
  followRequestAnswered,
} from './follow-request-state.ts';

const answers = new Map<string, FollowRequestState>();

export function FollowRequestActions({ account }: { account: AccountChip }) {
  const core = useCore();
  const t = useT();
  const [state, setState] = useState<FollowRequestState>(() => answers.get(account.id) ?? { phase: 'open' });
  const set = (next: FollowRequestState) => {
    answers.set(account.id, next);
    setState(next);
  };
  const answer = async (action: FollowRequestAnswer) => {
    set({ phase: 'sending', action });
    const r = await core.intent({ type: 'account.followRequest', accountId: account.id, action });
    set(
      r.ok
        ? { phase: 'answered', action }
        : { phase: 'failed', message: r.alert?.message ?? t('notifications.followRequestFailed') },
    );
  };
  if (state.phase === 'answered') {
    return (
      <p className="follow-request-answer" role="status">
        {followRequestAnswered(state.action)}
      </p>
    );
  }
  const sending = state.phase === 'sending';
  return (
    <div className="follow-request-actions">
      <button type="button" className="button" disabled={sending} onClick={() => void answer('authorize')}>
        {t('notifications.accept')}
      </button>
      <button
        type="button"
        className="button secondary"
        disabled={sending}
        onClick={() => void answer('reject')}
      >
        {t('notifications.reject')}
      </button>
      {state.phase === 'failed' ? (
        <p className="error" role="alert">
          {coreMessage(state.message)}
        </p>
      ) : null}
    </div>
  );
}
