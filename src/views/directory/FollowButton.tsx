// Follow in place (suggestions, directory): through the core's relationship book (optimistic there, reverted with
// the alert on failure). The button shows what the server answered: Following, or Requested for a locked account.
import { useState } from 'react';
import type { FollowState } from '../../../shared/protocol/discovery.ts';
import type { AccountChip } from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import { Button } from '../../design/Button.tsx';
import { useT } from '../../i18n/index.ts';

type Shown = FollowState;

/** `initial`: the follow as the core last heard it from the server. */
export function FollowButton({ account, initial = 'none' }: { account: AccountChip; initial?: FollowState }) {
  const core = useCore();
  const t = useT();
  const [shown, setShown] = useState<Shown>(initial);
  const [busy, setBusy] = useState(false);
  const act = async () => {
    const follow = shown === 'none';
    setBusy(true);
    const r = await core.intent({
      type: 'account.relate',
      accountId: account.id,
      relate: follow ? { action: 'follow' } : { action: 'unfollow' },
    });
    setBusy(false);
    if (!r.ok) return;
    const rel = r.value as { following?: boolean; requested?: boolean } | undefined;
    setShown(rel?.following ? 'following' : rel?.requested ? 'requested' : 'none');
  };
  const label =
    shown === 'following'
      ? t('directory.following')
      : shown === 'requested'
        ? t('directory.requested')
        : t('directory.follow');
  return (
    <Button
      variant={shown === 'none' ? 'primary' : 'plain'}
      className="follow-button"
      aria-label={t('directory.followLabel', { label, acct: account.acct })}
      aria-pressed={shown !== 'none'}
      disabled={busy}
      onClick={() => void act()}
    >
      {label}
    </Button>
  );
}
