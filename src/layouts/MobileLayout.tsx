// Mobile (viewport ≤ 630 px): one screen at a time, navigation as a tab bar at the bottom whose Menu reaches every
// other screen; pushed screens (a post, a profile…) have a back button beside the search field.
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { SearchField } from '../views/search/SearchField.tsx';
import { BackButton } from './mobile/BackButton.tsx';
import './mobile/shell.css';
import { NavLinks, SignedOutBanner } from './NavLinks.tsx';

export function MobileLayout() {
  return (
    <div className="layout layout-mobile">
      <header className="search-bar">
        <BackButton />
        <SearchField />
      </header>
      <main className="main-column">
        <SignedOutBanner />
        <AppRoutes />
      </main>
      <footer className="tab-bar">
        <NavLinks compact tabBar />
      </footer>
    </div>
  );
}
