// Reply, boost, favourite, bookmark, more. Each button only sends an intent: the core applies the optimistic
// change and publishes the row, which is what the button then shows.
import { lazy, Suspense, useState } from 'react';
import type { Intent, StatusToggle } from '../../../shared/protocol/intents.ts';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { boostModalOn } from '../../../shared/settings/compose-settings.ts';
import { canBoost } from '../../../shared/status-permissions.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';
import { countedLabel, shortCount } from './counts.ts';
import { PostMenu } from './PostMenu.tsx';

/** The menu's items, out of the startup bundle (PostMenuItems.tsx). */
const { Component: MenuItems } = deferred(() => import('./PostMenuItems.tsx').then((m) => m.PostMenuItems));

/** The FILTER modal, fetched the first time a post is filtered from its menu. */
const FilterPostDialog = lazy(() => import('../../views/filters/FilterPostDialog.tsx'));
/** The BOOST modal, fetched the first time it opens (Shift+click or the boostModal setting skip it). */
const BoostDialog = lazy(() => import('./BoostDialog.tsx'));

export function ActionBar({
  status,
  send,
  onReply,
}: {
  status: StatusView;
  send: (i: Intent) => void;
  onReply: () => void;
}) {
  const toggle = (action: StatusToggle, current: boolean) =>
    send({ type: 'status.toggle', statusId: status.id, action, value: !current });
  // Only what the server allows for this post's visibility; a boost made before stays undoable.
  const boostable = status.reblogged || canBoost(status);
  const [filtering, setFiltering] = useState(false);
  const [boosting, setBoosting] = useState(false);
  const core = useCore();
  const t = useT();
  return (
    <div className="action-bar">
      <button
        type="button"
        className="action reply with-icon icon-reply"
        aria-label={countedLabel('reply', status.repliesCount)}
        onClick={onReply}
      >
        {shortCount(status.repliesCount)}
      </button>
      <button
        type="button"
        className="action boost with-icon icon-boost"
        aria-label={countedLabel('boost', status.reblogsCount)}
        aria-pressed={status.reblogged}
        disabled={!boostable}
        onClick={(e) =>
          status.reblogged || e.shiftKey || !boostModalOn(core.global.peek().settings)
            ? toggle('reblog', status.reblogged)
            : setBoosting(true)
        }
      >
        {shortCount(status.reblogsCount)}
      </button>
      <button
        type="button"
        className="action favourite with-icon icon-favourite"
        aria-label={countedLabel('favourite', status.favouritesCount)}
        aria-pressed={status.favourited}
        onClick={() => toggle('favourite', status.favourited)}
      >
        {shortCount(status.favouritesCount)}
      </button>
      <button
        type="button"
        className="action bookmark with-icon icon-bookmark"
        aria-label={t('post.bookmark')}
        aria-pressed={status.bookmarked}
        onClick={() => toggle('bookmark', status.bookmarked)}
      ></button>
      <PostMenu>
        <MenuItems status={status} send={send} onFilter={() => setFiltering(true)} />
      </PostMenu>
      {boosting ? (
        <Suspense fallback={null}>
          <BoostDialog status={status} send={send} onClose={() => setBoosting(false)} />
        </Suspense>
      ) : null}
      {filtering ? (
        <Suspense fallback={null}>
          <FilterPostDialog statusId={status.id} onClose={() => setFiltering(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
