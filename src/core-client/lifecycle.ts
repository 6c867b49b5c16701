// Wires the page's lifecycle to the session: goodbye on pagehide (a MessagePort fires no close event), hello again
// on a pageshow from the back/forward cache, and tell the core when the page is shown again, comes back online or
// resumes, so that it reconnects streaming at once and checks its timelines for staleness.
import type { CoreSession } from './session.ts';

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export function wireLifecycle(
  session: CoreSession,
  win: Target,
  doc: Pick<Document, 'visibilityState'> & Target,
) {
  const tell = (event: 'visible' | 'hidden' | 'online' | 'pageshow') => {
    session.intent({ type: 'tab.lifecycle', event }).catch(() => {});
  };
  const onPageHide = () => session.goodbye();
  const onPageShow = (e: Event) => {
    if ((e as PageTransitionEvent).persisted) session.resume().then(() => tell('pageshow'));
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') {
      // A tab frozen in the background may have been dropped by the core: check at once, then tell it.
      session.check().then(() => tell('visible'));
    } else tell('hidden');
  };
  const onOnline = () => tell('online');
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  win.addEventListener('online', onOnline);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
    win.removeEventListener('online', onOnline);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
