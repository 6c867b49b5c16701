// /publish and /statuses/new: the compose page; after a successful post it is left by going back (section 2).
// `?reply=<id>` starts a reply; `?draft=<id>` opens a draft the core holds (an edit or a redraft built by
// `compose.from`, see components/compose/open-compose.ts).
import { useSearch } from 'wouter';
import { ComposeBox } from '../../components/compose/ComposeBox.tsx';
import { composeTarget } from '../../components/compose/open-compose.ts';
import { useT } from '../../i18n/index.ts';

export default function ComposeScreen() {
  const target = composeTarget(useSearch(), 'page');
  const back = () => history.back();
  const t = useT();
  return (
    <section className="view-screen compose-screen">
      <h2 className="column-title">{t(target.title)}</h2>
      <ComposeBox
        key={target.draftId}
        draftId={target.draftId}
        inReplyToId={target.inReplyToId}
        seedText={target.seedText}
        onPosted={back}
        onCancel={target.leaveAfter ? back : undefined}
      />
    </section>
  );
}
