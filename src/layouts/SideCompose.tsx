// The compose box that stays mounted beside the timeline; replies go to /publish instead (section 2).
import { deferred } from '../lib/deferred.tsx';

// The compose box is not needed for the first paint of the timeline: kept out of the startup bundle.
const { Component: ComposeBox } = deferred(() =>
  import('../components/compose/ComposeBox.tsx').then((m) => m.ComposeBox),
);

export function SideCompose() {
  return (
    <div className="side-compose">
      <ComposeBox draftId="side" />
    </div>
  );
}
