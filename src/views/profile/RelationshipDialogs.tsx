// The profile's BLOCK and MUTE modals and its domain block confirmation: the shared modals of
// src/components/modals/RelationshipModal.tsx (a post's menu opens the same ones), with the profile's account;
// and the languages of a follow (FollowLanguagesModal.tsx).
import type { ProfileRow, RelationshipAction } from '../../../shared/protocol/profile.ts';
import { ConfirmDialog } from '../../components/modals/ConfirmDialog.tsx';
import { FollowLanguagesModal } from '../../components/modals/FollowLanguagesModal.tsx';
import { RelationshipModal, type RelationshipModalKind } from '../../components/modals/RelationshipModal.tsx';
import { LazyReportDialog } from '../../components/report/LazyReportDialog.tsx';
import { useT } from '../../i18n/index.ts';

export type DialogKind = RelationshipModalKind | 'languages' | 'unfollow' | 'report';

export function RelationshipDialog({
  kind,
  row,
  act,
  onClose,
  returnFocus,
}: {
  kind: DialogKind;
  row: ProfileRow;
  act: (a: RelationshipAction) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = useT();
  if (kind === 'unfollow')
    return (
      <ConfirmDialog
        title={t('modals.unfollowTitle', { acct: row.account.acct })}
        message={t('modals.unfollowText')}
        confirmLabel={t('modals.unfollowConfirm')}
        onConfirm={() => act({ action: 'unfollow' })}
        onClose={onClose}
        returnFocus={returnFocus}
      />
    );
  if (kind === 'report')
    return (
      <LazyReportDialog
        accountId={row.account.id}
        acct={row.account.acct}
        act={act}
        onClose={onClose}
        returnFocus={returnFocus}
      />
    );
  if (kind === 'languages')
    return (
      <FollowLanguagesModal
        acct={row.account.acct}
        current={row.relationship?.languages}
        act={act}
        onClose={onClose}
        returnFocus={returnFocus}
      />
    );
  return (
    <RelationshipModal
      kind={kind}
      acct={row.account.acct}
      domain={row.domain}
      act={act}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
