// The route screens that are used all the time (bundled with the app). Rarer ones are in lazy-screens.tsx.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { withColumnOptions } from '../../shared/settings/column-options.ts';
import { useCore } from '../app/core-context.tsx';
import { RequestsLink } from '../views/notifications/RequestsLink.tsx';
import { ViewScreen } from '../views/ViewScreen.tsx';

export function HomeScreen() {
  return <ViewScreen spec={{ kind: 'timeline', timeline: 'home' }} title="Home" />;
}

export function NotificationsScreen() {
  return (
    <>
      <RequestsLink />
      <ViewScreen spec={{ kind: 'notifications' }} title="Notifications" />
    </>
  );
}

export function PublicScreen({ local }: { local: boolean }) {
  useSignals();
  const core = useCore();
  // Remote only and media only are column options kept in the core's settings (shared/settings/column-options.ts).
  const settings = useComputed(() => core.global.value.settings as Record<string, unknown>).value;
  const spec = withColumnOptions({ timeline: 'public', ...(local ? { local: true } : {}) }, settings);
  return local ? (
    <ViewScreen spec={{ kind: 'timeline', ...spec }} title="Local timeline" />
  ) : (
    <ViewScreen spec={{ kind: 'timeline', ...spec }} title="Federated timeline" />
  );
}

export function NotFound() {
  return (
    <section className="view-screen">
      <h2 className="column-title">Not found</h2>
      <p className="empty">This page does not exist.</p>
    </section>
  );
}
