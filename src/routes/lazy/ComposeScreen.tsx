// /publish and /statuses/new: the compose page; after a successful post it is left by going back (section 2).
// `?reply=<id>` starts a reply; `?draft=<id>` opens a draft the core holds (an edit or a redraft built by
// `compose.from`, see components/compose/open-compose.ts).
import { useSearch } from 'wouter';
import { ComposeBox } from '../../components/compose/ComposeBox.tsx';

export default function ComposeScreen() {
  const params = new URLSearchParams(useSearch());
  const reply = params.get('reply');
  const draft = params.get('draft');
  const draftId = draft ?? (reply ? `reply:${reply}` : 'page');
  const title = draft?.startsWith('edit:')
    ? 'Edit post'
    : draft?.startsWith('redraft:')
      ? 'Redraft'
      : reply
        ? 'Reply'
        : 'New post';
  return (
    <section className="view-screen compose-screen">
      <h2 className="column-title">{title}</h2>
      <ComposeBox
        key={draftId}
        draftId={draftId}
        inReplyToId={draft ? null : reply}
        onPosted={() => history.back()}
        onCancel={draftId === 'page' ? undefined : () => history.back()}
      />
    </section>
  );
}
