// /@acct: the handle is resolved to an account id by the core, then the account's posts are shown.
import { useEffect, useState } from 'react';
import { useCore } from '../../app/core-context.tsx';
import { ViewScreen } from '../../views/ViewScreen.tsx';

export default function ProfileScreen({ acct }: { acct: string }) {
  const core = useCore();
  const [state, setState] = useState<{ acct: string; id: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    void core.resolveAccount(acct).then((r) => {
      if (live) setState({ acct, id: r?.id ?? null });
    });
    return () => {
      live = false;
    };
  }, [core, acct]);
  if (!state || state.acct !== acct) return <p className="loader">Loading…</p>;
  if (state.id === null) return <p className="empty">Account not found: @{acct}</p>;
  return (
    <ViewScreen spec={{ kind: 'timeline', timeline: 'account', accountId: state.id }} title={`@${acct}`} />
  );
}
