// The tab bar's last entry on phones: Menu, which opens every screen the bar has no room for (its panel is
// fetched the first time it opens).
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../components/status/Icon.tsx';
import { useT } from '../../i18n/index.ts';

const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

export function MenuButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="list" />
        <span className="visually-hidden">{t('shell.menu')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
