// The route screens that are used all the time (bundled with the app). Rarer ones are in lazy-screens.tsx.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { withColumnOptions } from '../../shared/settings/column-options.ts';
import { useCore } from '../app/core-context.tsx';
import { useT } from '../i18n/index.ts';
import { RequestsLink } from '../views/notifications/RequestsLink.tsx';
import { ViewScreen } from '../views/ViewScreen.tsx';

export function HomeScreen() {
  const t = useT();
  return <ViewScreen spec={{ kind: 'timeline', timeline: 'home' }} title={t('timeline.home')} />;
}

export function NotificationsScreen() {
  const t = useT();
  return (
    <>
      <RequestsLink />
      <ViewScreen spec={{ kind: 'notifications' }} title={t('timeline.notifications')} />
    </>
  );
}

export function PublicScreen({ local }: { local: boolean }) {
  useSignals();
  const t = useT();
  const core = useCore();
  // Remote only and media only are column options kept in the core's settings (shared/settings/column-options.ts).
  const settings = useComputed(() => core.global.value.settings as Record<string, unknown>).value;
  const spec = withColumnOptions({ timeline: 'public', ...(local ? { local: true } : {}) }, settings);
  return local ? (
    <ViewScreen spec={{ kind: 'timeline', ...spec }} title={t('timeline.local')} />
  ) : (
    <ViewScreen spec={{ kind: 'timeline', ...spec }} title={t('timeline.federated')} />
  );
}

export function NotFound() {
  const t = useT();
  return (
    <section className="view-screen">
      <h2 className="column-title">{t('timeline.notFound')}</h2>
      <p className="empty">{t('timeline.pageMissing')}</p>
    </section>
  );
}
