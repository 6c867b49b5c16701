// The modals a post's menu opens (FILTER, BLOCK, MUTE, the domain block and the confirmations before delete,
// delete & re-draft and unfollow), in one module fetched the first time one opens: the action bar in every row
// carries only the state that says which is open. Each is a design system Dialog: focus moves in and is trapped,
// Escape or Back closes it, and focus returns to the post's More button (the menu gave it back as it closed).
import { lazy, Suspense } from 'react';
import type { Intent } from '../../../shared/protocol/intents.ts';
import { acctDomain, type RelationshipAction } from '../../../shared/protocol/profile.ts';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { useT } from '../../i18n/index.ts';
import { useOpenCompose } from '../compose/open-compose.ts';
import { ConfirmDialog } from '../modals/ConfirmDialog.tsx';
import { RelationshipModal } from '../modals/RelationshipModal.tsx';
import { LazyReportDialog } from '../report/LazyReportDialog.tsx';
import type { PostModal } from './post-menu-relationship.ts';

const FilterPostDialog = lazy(() => import('../../views/filters/FilterPostDialog.tsx'));

export default function PostMenuModal({
  modal,
  status,
  send,
  onClose,
  returnFocus,
}: {
  modal: PostModal;
  status: StatusView;
  send: (i: Intent) => void;
  onClose: () => void;
  /** The post's More button, where the focus goes back (the menu item that opened the modal is gone). */
  returnFocus: () => HTMLElement | null;
}) {
  const t = useT();
  const openCompose = useOpenCompose();
  const account = status.account;
  const relate = (a: RelationshipAction) =>
    send({ type: 'account.relate', accountId: account.id, relate: a });
  switch (modal.kind) {
    case 'filter':
      return (
        <Suspense fallback={null}>
          <FilterPostDialog statusId={status.id} onClose={onClose} returnFocus={returnFocus} />
        </Suspense>
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={t('modals.deleteTitle')}
          message={t('modals.deleteText')}
          confirmLabel={t('modals.deleteConfirm')}
          onConfirm={() => send({ type: 'status.delete', statusId: status.id, redraft: false })}
          onClose={onClose}
          returnFocus={returnFocus}
        />
      );
    case 'redraft':
      return (
        <ConfirmDialog
          title={t('modals.redraftTitle')}
          message={t('modals.redraftText')}
          confirmLabel={t('modals.redraftConfirm')}
          onConfirm={() => openCompose('redraft', status.id)}
          onClose={onClose}
          returnFocus={returnFocus}
        />
      );
    case 'unfollow':
      return (
        <ConfirmDialog
          title={t('modals.unfollowTitle', { acct: account.acct })}
          message={t('modals.unfollowText')}
          confirmLabel={t('modals.unfollowConfirm')}
          onConfirm={() => relate({ action: 'unfollow' })}
          onClose={onClose}
          returnFocus={returnFocus}
        />
      );
    case 'report':
      return (
        <LazyReportDialog
          accountId={account.id}
          acct={account.acct}
          statusId={status.id}
          act={relate}
          onClose={onClose}
          returnFocus={returnFocus}
        />
      );
    default:
      return (
        <RelationshipModal
          kind={modal.kind}
          acct={account.acct}
          domain={acctDomain(account.acct)}
          act={relate}
          onClose={onClose}
          returnFocus={returnFocus}
        />
      );
  }
}
