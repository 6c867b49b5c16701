// A post's "More" menu: the design system's menu panel (src/design/Menu.tsx), whose items exist only while it is
// open (a menu per row is rarely opened).
import type { ReactNode } from 'react';
import { Menu } from '../../design/Menu.tsx';
import { useT } from '../../i18n/index.ts';

export function PostMenu({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Menu
      label={t('post.more')}
      className="action more"
      buttonClassName="more-button with-icon icon-more"
      sheet
    >
      {children}
    </Menu>
  );
}
