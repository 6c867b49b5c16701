// A menu drawn as one panel under its button. Only the button is built with each row (rows carry a menu each, and
// it is rarely opened); the panel and its keyboard handling are a deferred module (MenuPanel.tsx), fetched after
// the first paint or on the first open.
import { type ReactNode, useRef, useState } from 'react';
import { deferred } from '../lib/deferred.tsx';

const Panel = deferred(() => import('./MenuPanel.tsx').then((m) => m.MenuPanel));

export function Menu({
  label,
  buttonClassName,
  className,
  children,
  sheet = false,
}: {
  /** The button's accessible name ("More"). */
  label: string;
  /** The button's classes (its icon, e.g. "with-icon icon-more"). */
  buttonClassName: string;
  className?: string;
  /** The items: <button>s (or links), each becomes a menuitem. */
  children: ReactNode;
  /** On a phone's width, open as a bottom sheet (a post's actions, as Mastodon shows them). */
  sheet?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className={className} ref={root}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      ></button>
      {open ? (
        <Panel.Component
          label={label}
          root={root}
          sheet={sheet}
          onClose={(refocus) => {
            setOpen(false);
            if (refocus) button.current?.focus();
          }}
        >
          {children}
        </Panel.Component>
      ) : null}
    </div>
  );
}
