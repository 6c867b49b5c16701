// One account in a list (followers, following, search results, directory, blocks, mutes, follow requests): avatar,
// names, an excerpt of the note (a sanitized content tree from the core), counts, and at the end the relationship
// button when the core gives the row its relationship, or the list's own actions (Accept / Reject…).
import { memo, type ReactNode } from 'react';
import type { AccountRow as AccountRowModel } from '../../shared/protocol/rows.ts';
import { useT } from '../i18n/index.ts';
import { ContentTree } from './content/ContentTree.tsx';
import { RelationshipButton } from './RelationshipButton.tsx';
import { AccountName, Avatar } from './status/AccountName.tsx';
import './account-row.css';

export const AccountRow = memo(function AccountRow({
  row,
  actions,
  detail,
  hideCounts = false,
}: {
  row: AccountRowModel;
  /** The list's own buttons, in place of the relationship button (follow requests: Accept, Reject). */
  actions?: ReactNode;
  /** A line under the names (a mute's end). */
  detail?: ReactNode;
  /** Lists whose rows are not about counts (blocks, mutes) leave them out. */
  hideCounts?: boolean;
}) {
  const t = useT();
  const button =
    actions ??
    (row.relationship !== undefined && !row.self ? (
      <RelationshipButton account={row.account} relationship={row.relationship} />
    ) : null);
  return (
    <div className="account-row" data-account={row.account.id}>
      <Avatar account={row.account} />
      <div className="account-row-body">
        <AccountName account={row.account} />
        {detail ? <div className="account-row-detail">{detail}</div> : null}
        {row.note.length > 0 ? (
          <div className="account-note">
            <ContentTree nodes={row.note} />
          </div>
        ) : null}
        {hideCounts ? null : (
          <div className="account-counts">
            {t('profile2.rowCounts', {
              posts: row.statusesCount,
              followers: row.followersCount,
              following: row.followingCount,
            })}
          </div>
        )}
      </div>
      {button ? <div className="account-row-actions">{button}</div> : null}
    </div>
  );
});
