// The relationship button of an account row (Follow, Requested, Following, Follow back, Unblock, Unmute): it acts
// through the core, which changes the relationship at once in every tab and reverts it (with the alert) on failure.
// Unfollowing asks first unless that confirmation is turned off in settings (the dialog is fetched when it opens).
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useState } from 'react';
import type { RelationshipView } from '../../shared/protocol/profile.ts';
import { relationshipButtonAction, relationshipState } from '../../shared/protocol/profile.ts';
import type { AccountChip } from '../../shared/protocol/rows.ts';
import { shouldConfirm } from '../../shared/settings/confirmations.ts';
import { useCore } from '../app/core-context.tsx';
import { Button } from '../design/Button.tsx';
import { useT } from '../i18n/index.ts';
import { useRelationship } from './use-relationship.ts';

const ConfirmDialog = lazy(() =>
  import('./modals/ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

export function RelationshipButton({
  account,
  relationship,
}: {
  account: AccountChip;
  /** Null while the core fetches it: the button waits, disabled. */
  relationship: RelationshipView | null;
}) {
  useSignals();
  const core = useCore();
  const t = useT();
  const confirmUnfollow = useComputed(() => shouldConfirm(core.global.value.settings, 'unfollow')).value;
  const [asking, setAsking] = useState(false);
  const state = relationshipState(relationship);
  const on = state === 'following' || state === 'requested';
  const act = () =>
    void core.intent({
      type: 'account.relate',
      accountId: account.id,
      relate: relationshipButtonAction(relationship),
    });
  return (
    <>
      <Button
        variant={on ? 'plain' : 'primary'}
        className="relationship-button"
        disabled={!relationship}
        aria-label={t(`profile2.button.${state}.label`, { acct: account.acct })}
        onClick={() => (state === 'following' && confirmUnfollow ? setAsking(true) : act())}
      >
        {t(`profile2.button.${state}`)}
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('modals.unfollowTitle', { acct: account.acct })}
            message={t('modals.unfollowText')}
            confirmLabel={t('modals.unfollowConfirm')}
            onConfirm={act}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The button for an account whose relationship the list does not bring (a directory card, a follow suggestion):
 *  it asks the core for it (useRelationship), so it shows and changes what every other tab shows. */
export function AccountRelationshipButton({ account }: { account: AccountChip }) {
  useSignals();
  return <RelationshipButton account={account} relationship={useRelationship(account.id)} />;
}
