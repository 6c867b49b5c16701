// The relationship button of an account row (Follow, Requested, Following, Follow back, Unblock, Unmute): it acts
// through the core, which changes the relationship at once in every tab and reverts it (with the alert) on failure.
import type { RelationshipView } from '../../shared/protocol/profile.ts';
import { relationshipButtonAction, relationshipState } from '../../shared/protocol/profile.ts';
import type { AccountChip } from '../../shared/protocol/rows.ts';
import { useCore } from '../app/core-context.tsx';
import { Button } from '../design/Button.tsx';
import { useT } from '../i18n/index.ts';

export function RelationshipButton({
  account,
  relationship,
}: {
  account: AccountChip;
  /** Null while the core fetches it: the button waits, disabled. */
  relationship: RelationshipView | null;
}) {
  const core = useCore();
  const t = useT();
  const state = relationshipState(relationship);
  const on = state === 'following' || state === 'requested';
  return (
    <Button
      variant={on ? 'plain' : 'primary'}
      className="relationship-button"
      disabled={!relationship}
      aria-label={t(`profile2.button.${state}.label`, { acct: account.acct })}
      onClick={() =>
        void core.intent({
          type: 'account.relate',
          accountId: account.id,
          relate: relationshipButtonAction(relationship),
        })
      }
    >
      {t(`profile2.button.${state}`)}
    </Button>
  );
}
