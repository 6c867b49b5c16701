// The compose box that stays mounted beside the timeline (single column, and the deck's COMPOSE column). It is
// the compose area of section 2: while it is mounted, compose actions (New post, reply, mention, edit, redraft, the
// `n` and `r` keys) open here instead of /publish (components/compose/compose-area.ts makes that decision where
// the app navigates), and the screen beside it stays as it was. /publish opened by address (a bookmark, a shared
// page) opens here too, and the main column shows home instead of nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { registerComposeArea } from '../components/compose/compose-area.ts';
import { composeTarget } from '../components/compose/open-compose.ts';
import { deferred } from '../lib/deferred.tsx';
import { ComposeStandIn } from './ComposeStandIn.tsx';

// The compose box is not needed for the first posts: kept out of the startup bundle and fetched once they are
// drawn, or at once when the user clicks or types first. Until then a stand-in of its size takes what is typed.
const { Component: ComposeBox } = deferred(
  () => import('../components/compose/ComposeBox.tsx').then((m) => m.ComposeBox),
  { placeholder: <ComposeStandIn /> },
);

/** Moves focus into the compose box once it is drawn (it may still be loading, or remounting on a new draft). */
function focusText(root: HTMLElement | null, tries = 20) {
  const field = root?.querySelector<HTMLTextAreaElement>('textarea');
  if (field) {
    field.focus();
    const end = field.value.length;
    field.setSelectionRange(end, end);
  } else if (tries > 0) requestAnimationFrame(() => focusText(root, tries - 1));
}

export function SideCompose() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const root = useRef<HTMLDivElement>(null);
  // The request shown (the query of its /publish address), and how many requests came, so the same one twice
  // (n pressed again) still moves focus here.
  const [request, setRequest] = useState({ search: '', n: 0 });
  const open = useCallback((q: string) => setRequest((r) => ({ search: q, n: r.n + 1 })), []);
  useEffect(() => registerComposeArea(open), [open]);

  // /publish reached without the app's navigation (opened by address, back and forward): the request is taken
  // here and the address goes back to what the main column shows.
  const routed = location === '/publish' || location === '/statuses/new';
  useEffect(() => {
    if (!routed) return;
    open(search);
    navigate('/home', { replace: true });
  }, [routed, search, open, navigate]);

  useEffect(() => {
    if (request.n > 0) focusText(root.current);
  }, [request]);

  const target = composeTarget(request.search, 'side');
  const done = target.leaveAfter ? () => setRequest((r) => ({ search: '', n: r.n })) : undefined;
  return (
    <div className="side-compose" ref={root}>
      <ComposeBox
        key={target.draftId}
        draftId={target.draftId}
        inReplyToId={target.inReplyToId}
        seedText={target.seedText}
        onPosted={done}
        onCancel={done}
      />
    </div>
  );
}
