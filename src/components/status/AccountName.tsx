// Avatar, display name and handle of an account, linking to its profile inside the app. Each is a plain function
// too (avatar(), displayName(), accountName()): a post's header calls them rather than mounting a component per part,
// which every streamed post would otherwise pay for (issue 20, item 1); they hold no state.
import type { AccountChip } from '../../../shared/protocol/rows.ts';
import { ContentTree } from '../content/ContentTree.tsx';

export function avatar(account: AccountChip, size = 46) {
  return (
    <img
      className="avatar"
      src={account.avatarStatic || account.avatar || undefined}
      alt=""
      width={size}
      height={size}
      decoding="async"
    />
  );
}

export function Avatar({ account, size = 46 }: { account: AccountChip; size?: number }) {
  return avatar(account, size);
}

export function displayName(account: AccountChip) {
  return (
    <bdi className="display-name" dir="auto">
      {account.displayName.length > 0 ? ContentTree({ nodes: account.displayName }) : account.username}
    </bdi>
  );
}

export function DisplayName({ account }: { account: AccountChip }) {
  return displayName(account);
}

export function accountName(account: AccountChip) {
  return (
    <a href={`/@${account.acct}`} className="account-name" data-nav="">
      {displayName(account)}
      {/* A handle reads left to right in any interface (in Arabic it would otherwise show as "woolly@"). */}
      <span className="handle" dir="ltr">
        @{account.acct}
      </span>
    </a>
  );
}

export function AccountName({ account }: { account: AccountChip }) {
  return accountName(account);
}
