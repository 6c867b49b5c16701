// /pinned (Mastodon's address, "g p"): your own pinned posts.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import { ViewScreen } from '../../views/ViewScreen.tsx';
import { NotFound } from '../screens.tsx';

export default function PinnedScreen() {
  useSignals();
  const core = useCore();
  const t = useT();
  const accountId = useComputed(() => core.global.value.identity.accountId).value;
  if (!accountId) return <NotFound />;
  return (
    <ViewScreen
      spec={{ kind: 'timeline', timeline: 'account', accountId, pinned: true }}
      title={t('shell.pinned')}
      empty={{ icon: 'pin', title: t('shell.pinnedEmpty'), text: t('shell.pinnedEmptyHint') }}
    />
  );
}
