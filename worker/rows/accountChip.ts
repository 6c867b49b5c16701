import type { AccountChip } from '../../shared/protocol/rows.ts';
import type { Account } from '../../shared/wire/entities.ts';
import { emojifyText } from '../content/emojify.ts';
import { safeHttpUrl } from '../content/safeUrl.ts';

// One chip per account object: the store points every post of an account at one shared object (replaced when a
// field the chip shows changes), so the posts of an account share one chip instead of building and holding one
// each. Chips are treated as immutable (rows are copied when they leave the worker).
const chips = new WeakMap<Account, AccountChip>();

export function toAccountChip(account: Account): AccountChip {
  let chip = chips.get(account);
  if (!chip) {
    chip = buildAccountChip(account);
    chips.set(account, chip);
  }
  return chip;
}

function buildAccountChip(account: Account): AccountChip {
  const name = account.display_name?.trim() ? account.display_name : account.username;
  const avatar = safeHttpUrl(account.avatar) ?? '';
  return {
    id: account.id,
    acct: account.acct,
    username: account.username,
    displayName: emojifyText(name ?? '', account.emojis),
    avatar,
    avatarStatic: safeHttpUrl(account.avatar_static) ?? avatar,
    url: safeHttpUrl(account.url) ?? safeHttpUrl(account.uri) ?? '',
    bot: account.bot === true,
    locked: account.locked === true,
  };
}
