// Reply, boost, favourite, bookmark, more. Each button only sends an intent: the core applies the optimistic
// change and publishes the row, which is what the button then shows. Its words follow the language through the row
// that draws it (a list row's environment, or the screen around it), so it subscribes to nothing itself.
import { lazy, Suspense, useRef, useState } from 'react';
import type { Intent, StatusToggle } from '../../../shared/protocol/intents.ts';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { boostModalOn } from '../../../shared/settings/compose-settings.ts';
import { canBoost } from '../../../shared/status-permissions.ts';
import { useCore } from '../../app/core-context.tsx';
import { Menu } from '../../design/Menu.tsx';
import { t } from '../../i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';
import { countedLabel, shortCount } from './counts.ts';
import type { PostModal } from './post-menu-relationship.ts';

/** The menu's items, out of the startup bundle (PostMenuItems.tsx). */
const { Component: MenuItems } = deferred(() => import('./PostMenuItems.tsx').then((m) => m.PostMenuItems));

/** The BOOST modal, fetched the first time it opens (Shift+click or the boostModal setting skip it). */
const BoostDialog = lazy(() => import('./BoostDialog.tsx'));
/** The menu's modals (FILTER, BLOCK, MUTE, confirmations), fetched the first time one opens. */
const PostMenuModal = lazy(() => import('./PostMenuModal.tsx'));

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
  const [boosting, setBoosting] = useState(false);
  const core = useCore();
  const [modal, setModal] = useState<PostModal | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  // A modal the menu opened gives the focus back to More whatever had it as the modal took it (the menu's item, on
  // its way out of the page, when a slow frame put the modal's first effects before the menu's own close).
  const moreButton = () => bar.current?.querySelector<HTMLElement>('.more-button') ?? null;
  return (
    <div className="action-bar" ref={bar}>
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
      {/* The design system's menu panel, whose items exist only while it is open (a row's menu is rarely opened). */}
      <Menu
        label={t('post.more')}
        className="action more"
        buttonClassName="more-button with-icon icon-more"
        sheet
      >
        <MenuItems status={status} send={send} onModal={setModal} />
      </Menu>
      {boosting ? (
        <Suspense fallback={null}>
          <BoostDialog status={status} send={send} onClose={() => setBoosting(false)} />
        </Suspense>
      ) : null}
      {modal ? (
        <Suspense fallback={null}>
          <PostMenuModal
            modal={modal}
            status={status}
            send={send}
            onClose={() => setModal(null)}
            returnFocus={moreButton}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
