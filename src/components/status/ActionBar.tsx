// Reply, boost, favourite, bookmark, more. Each button only sends an intent: the core applies the optimistic
// change and publishes the row, which is what the button then shows.
import { lazy, Suspense, useState } from 'react';
import type { Intent, StatusToggle } from '../../../shared/protocol/intents.ts';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { useOpenCompose } from '../compose/open-compose.ts';
import { countedLabel, shortCount } from './counts.ts';
import { PostMenu } from './PostMenu.tsx';

/** The FILTER modal, fetched the first time a post is filtered from its menu. */
const FilterPostDialog = lazy(() => import('../../views/filters/FilterPostDialog.tsx'));

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
  const openCompose = useOpenCompose();
  const canBoost = status.visibility === 'public' || status.visibility === 'unlisted' || status.own;
  const [filtering, setFiltering] = useState(false);
  return (
    <div className="action-bar">
      <button
        type="button"
        className="action reply with-icon icon-reply"
        aria-label={countedLabel('Reply', status.repliesCount)}
        onClick={onReply}
      >
        {shortCount(status.repliesCount)}
      </button>
      <button
        type="button"
        className="action boost with-icon icon-boost"
        aria-label={countedLabel('Boost', status.reblogsCount)}
        aria-pressed={status.reblogged}
        disabled={!canBoost}
        onClick={() => toggle('reblog', status.reblogged)}
      >
        {shortCount(status.reblogsCount)}
      </button>
      <button
        type="button"
        className="action favourite with-icon icon-favourite"
        aria-label={countedLabel('Favourite', status.favouritesCount)}
        aria-pressed={status.favourited}
        onClick={() => toggle('favourite', status.favourited)}
      >
        {shortCount(status.favouritesCount)}
      </button>
      <button
        type="button"
        className="action bookmark with-icon icon-bookmark"
        aria-label="Bookmark"
        aria-pressed={status.bookmarked}
        onClick={() => toggle('bookmark', status.bookmarked)}
      ></button>
      <PostMenu>
        <button type="button" onClick={() => toggle('mute', status.muted)}>
          {status.muted ? 'Unmute conversation' : 'Mute conversation'}
        </button>
        {status.own ? null : (
          <button type="button" onClick={() => setFiltering(true)}>
            Filter this post…
          </button>
        )}
        {status.own ? (
          <>
            <button type="button" onClick={() => toggle('pin', status.pinned)}>
              {status.pinned ? 'Unpin from profile' : 'Pin on profile'}
            </button>
            <button type="button" onClick={() => openCompose('edit', status.id)}>
              Edit
            </button>
            <button
              type="button"
              onClick={() => send({ type: 'status.delete', statusId: status.id, redraft: false })}
            >
              Delete
            </button>
            <button type="button" onClick={() => openCompose('redraft', status.id)}>
              Delete & re-draft
            </button>
          </>
        ) : null}
      </PostMenu>
      {filtering ? (
        <Suspense fallback={null}>
          <FilterPostDialog statusId={status.id} onClose={() => setFiltering(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
