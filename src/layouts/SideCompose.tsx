// The compose box that stays mounted beside the timeline; replies go to /publish instead (section 2).
import { ComposeBox } from '../components/compose/ComposeBox.tsx';

export function SideCompose() {
  return (
    <div className="side-compose">
      <ComposeBox draftId="side" />
    </div>
  );
}
