// /publish and /statuses/new: the compose page; after a successful post it is left by going back (section 2).
import { useSearch } from 'wouter';
import { ComposeBox } from '../../components/compose/ComposeBox.tsx';

export default function ComposeScreen() {
  const reply = new URLSearchParams(useSearch()).get('reply');
  return (
    <section className="view-screen compose-screen">
      <h2 className="column-title">{reply ? 'Reply' : 'New post'}</h2>
      <ComposeBox
        key={reply ?? 'new'}
        draftId={reply ? `reply:${reply}` : 'page'}
        inReplyToId={reply}
        onPosted={() => history.back()}
      />
    </section>
  );
}
