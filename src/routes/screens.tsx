// The route screens that are used all the time (bundled with the app). Rarer ones are in lazy-screens.tsx.

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
  const t = useT();
  return local ? (
    <ViewScreen spec={{ kind: 'timeline', timeline: 'public', local: true }} title={t('timeline.local')} />
  ) : (
    <ViewScreen spec={{ kind: 'timeline', timeline: 'public' }} title={t('timeline.federated')} />
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
