// Mobile (viewport ≤ 630 px): one screen at a time, navigation as a tab bar at the bottom.
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { SearchField } from '../views/search/SearchField.tsx';
import { NavLinks, SignedOutBanner } from './NavLinks.tsx';

export function MobileLayout() {
  return (
    <div className="layout layout-mobile">
      <header className="search-bar">
        <SearchField />
      </header>
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
