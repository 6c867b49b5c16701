// A post's "More" menu: the design system's menu panel (src/design/Menu.tsx), whose items exist only while it is
// open (a menu per row is rarely opened).
import type { ReactNode } from 'react';
import { Menu } from '../../design/Menu.tsx';

export function PostMenu({ children }: { children: ReactNode }) {
  return (
    <Menu label="More" className="action more" buttonClassName="more-button with-icon icon-more">
      {children}
    </Menu>
  );
}
