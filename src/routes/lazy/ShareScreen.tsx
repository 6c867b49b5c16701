// /share: the web app manifest's share target. What another app shared (title, text, address) becomes a new post
// in the compose area when one is mounted (and the page shows home), else on the compose page; /share itself is
// replaced, so Back does not come here again.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { composeAreaMounted } from '../../components/compose/compose-area.ts';
import { composeTextPath, sharedText } from '../../components/compose/share-target.ts';

export default function ShareScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened with
  useEffect(() => {
    const toArea = composeAreaMounted();
    navigate(composeTextPath(sharedText(new URLSearchParams(search))), { replace: true });
    if (toArea) navigate('/home', { replace: true });
  }, []);
  return null;
}
