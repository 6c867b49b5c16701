// An account in a list (followers, search results, directory).
import { memo } from 'react';
import type { AccountRow as AccountRowModel } from '../../shared/protocol/rows.ts';
import { useT } from '../i18n/index.ts';
import { ContentTree } from './content/ContentTree.tsx';
import { AccountName, Avatar } from './status/AccountName.tsx';

export const AccountRow = memo(function AccountRow({ row }: { row: AccountRowModel }) {
  const t = useT();
  return (
    <div className="account-row">
      <Avatar account={row.account} />
      <div>
        <AccountName account={row.account} />
        <div className="account-note">
          <ContentTree nodes={row.note} />
        </div>
        <div className="account-counts">
          {t('profile.rowCounts', {
            posts: row.statusesCount,
            followers: row.followersCount,
            following: row.followingCount,
          })}
        </div>
      </div>
    </div>
  );
});
