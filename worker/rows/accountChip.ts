import type { AccountChip } from '../../shared/protocol/rows.ts';
import type { Account } from '../../shared/wire/entities.ts';
import { emojifyText } from '../content/emojify.ts';
import { safeHttpUrl } from '../content/safeUrl.ts';

export function toAccountChip(account: Account): AccountChip {
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
