// The compose box that stays mounted beside the timeline (single column, and the deck's COMPOSE column). It is
// the compose area for /publish in those layouts (section 2: compose actions go to /publish unless the compose
// area is already mounted), so a reply, edit or redraft addressed to /publish opens here.
import { useLocation, useSearch } from 'wouter';
import { composeTarget } from '../components/compose/open-compose.ts';
import { deferred } from '../lib/deferred.tsx';

// The compose box is not needed for the first paint of the timeline: kept out of the startup bundle and fetched
// once that paint is done. Until then its place keeps its size, so the columns do not shift when it arrives.
const { Component: ComposeBox } = deferred(
  () => import('../components/compose/ComposeBox.tsx').then((m) => m.ComposeBox),
  { placeholder: <div className="compose-placeholder" aria-busy="true" /> },
);

export function SideCompose() {
  const [location] = useLocation();
  const search = useSearch();
  const routed = location === '/publish' || location === '/statuses/new';
  const target = composeTarget(routed ? search : '', 'side');
  const back = target.leaveAfter ? () => history.back() : undefined;
  return (
    <div className="side-compose">
      <ComposeBox
        key={target.draftId}
        draftId={target.draftId}
        inReplyToId={target.inReplyToId}
        onPosted={back}
        onCancel={back}
      />
    </div>
  );
}
