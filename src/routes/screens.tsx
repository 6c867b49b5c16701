// The route screens that are used all the time (bundled with the app). Rarer ones are in lazy-screens.tsx.
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
  return local ? (
    <ViewScreen spec={{ kind: 'timeline', timeline: 'public', local: true }} title="Local timeline" />
  ) : (
    <ViewScreen spec={{ kind: 'timeline', timeline: 'public' }} title="Federated timeline" />
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
