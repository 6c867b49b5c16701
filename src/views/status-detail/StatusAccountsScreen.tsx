// /@acct/id/reblogs and /@acct/id/favourites: who boosted and who favourited a post, as Mastodon's web UI has them.
// A core view (worker/status-accounts/): shared by every tab, paged by the server's next links, refreshed when the
// post's count changes; each account drawn by the one account row.
import type { StatusAccountsRelation } from '../../../shared/protocol/views.ts';
import { useT } from '../../i18n/index.ts';
import { ViewScreen } from '../ViewScreen.tsx';

export default function StatusAccountsScreen({
  statusId,
  relation,
}: {
  statusId: string;
  relation: StatusAccountsRelation;
}) {
  const t = useT();
  const boosts = relation === 'reblogged_by';
  return (
    <ViewScreen
      spec={{ kind: 'status-accounts', statusId, relation }}
      title={t(boosts ? 'focused.rebloggedBy' : 'focused.favouritedBy')}
      empty={{
        icon: boosts ? 'boost' : 'favourite',
        title: t(boosts ? 'focused.noReblogs' : 'focused.noFavourites'),
        text: t('focused.noOneYet'),
      }}
    />
  );
}
