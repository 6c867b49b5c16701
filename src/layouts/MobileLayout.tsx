// Mobile (viewport ≤ 630 px): one screen at a time, navigation as a tab bar at the bottom.
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { NavLinks, SignedOutBanner } from './NavLinks.tsx';

export function MobileLayout() {
  return (
    <div className="layout layout-mobile">
      <main className="main-column">
        <SignedOutBanner />
        <AppRoutes />
      </main>
      <footer className="tab-bar">
        <NavLinks compact />
      </footer>
    </div>
  );
}
