// In-app navigation for the many links inside rows (author, time, mentions, hashtags) without a location
// subscription per link: wouter's <Link> and useLocation() subscribe every component that uses them to the
// location, and a row holds up to a dozen of them; mounting and unmounting those subscriptions was a large part
// of a streamed post's cost, and every navigation re-rendered every row. Here the rows render plain anchors marked
// `data-nav`, one document listener turns a plain left click on them into an in-app navigation, and components
// that navigate in code read a stable function from context (no subscription).
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useLocation } from 'wouter';

type Navigate = (to: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

/** Navigation inside the app, for event handlers. Stable: reading it never re-renders on location changes. */
export function useNavigate(): Navigate {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useNavigate outside <InAppLinks>');
  return navigate;
}

/** Whether a click should stay a browser navigation (new tab, new window, download, another button). */
function leavesToBrowser(e: MouseEvent): boolean {
  return e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

/** Placed once inside the router: provides useNavigate() and handles clicks on `a[data-nav]`. */
export function InAppLinks({ children }: { children: ReactNode }) {
  // The one location subscription for all links; the router's navigate is stable, so the context never changes.
  const [, navigate] = useLocation();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (leavesToBrowser(e)) return;
      const link = (e.target as Element | null)?.closest?.('a[data-nav]');
      const href = link?.getAttribute('href');
      if (!href) return;
      e.preventDefault();
      navigate(href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}
