// What the core keeps of the signed-in account once the start-up calls answer (who am I, the instance): the chip
// shown in every tab, the permissions, the instance's Web Push key and limits, compose's settings. Computed by the
// account's other parts (account-rest.ts, after the start gate), so the core's first script does not carry compose's
// rules (issue 20, item 7).
import type { Identity } from '../../shared/protocol/core-api.ts';
import type { Account, Instance } from '../../shared/wire/entities.ts';
import { composeSettingsOf } from '../compose/settings.ts';
import { toAccountChip } from '../rows/accountChip.ts';

export interface AccountFacts {
  accountId: string;
  account: NonNullable<Identity['account']>;
  permissions: number;
  /** The instance's VAPID key (Web Push), null where it has none or the instance did not answer. */
  vapidKey: string | null;
  /** The instance's post length limit, null where it does not say. */
  maxCharacters: number | null;
  /** Compose limits (media, poll options) and the account's posting defaults, for every tab's compose box. */
  compose: Record<string, unknown>;
}

export function accountFacts(acc: Account, instance: Instance | null): AccountFacts {
  const role = (acc as { role?: { permissions?: string | number } }).role;
  const max = instance?.configuration?.statuses?.max_characters;
  return {
    accountId: acc.id,
    account: toAccountChip(acc),
    permissions: Number(role?.permissions ?? 0),
    vapidKey: instance?.configuration?.vapid?.public_key ?? null,
    maxCharacters: typeof max === 'number' ? max : null,
    compose: composeSettingsOf(acc, instance),
  };
}
