// Single column: navigation and compose on the side, the routed screen in the middle.
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { SearchField } from '../views/search/SearchField.tsx';
import { NavLinks, SignedOutBanner } from './NavLinks.tsx';
import { SideCompose } from './SideCompose.tsx';

export function SingleColumnLayout() {
  return (
    <div className="layout layout-single">
      <aside className="side">
        <SearchField />
        <SideCompose />
        <NavLinks />
      </aside>
      <main className="main-column">
        <SignedOutBanner />
        <AppRoutes exclude={['compose']} />
      </main>
    </div>
  );
}
