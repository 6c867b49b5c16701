// Avatar, display name and handle of an account, linking to its profile inside the app.
import type { AccountChip } from '../../../shared/protocol/rows.ts';
import { ContentTree } from '../content/ContentTree.tsx';

export function Avatar({ account, size = 46 }: { account: AccountChip; size?: number }) {
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

export function DisplayName({ account }: { account: AccountChip }) {
  return (
    <bdi className="display-name" dir="auto">
      {account.displayName.length > 0 ? <ContentTree nodes={account.displayName} /> : account.username}
    </bdi>
  );
}

export function AccountName({ account }: { account: AccountChip }) {
  return (
    <a href={`/@${account.acct}`} className="account-name" data-nav="">
      <DisplayName account={account} />
      {/* A handle reads left to right in any interface (in Arabic it would otherwise show as "woolly@"). */}
      <span className="handle" dir="ltr">
        @{account.acct}
      </span>
    </a>
  );
}
