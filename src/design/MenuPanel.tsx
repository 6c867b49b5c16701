// The open panel of a Menu (Menu.tsx), in its own module: fetched after the first paint, so the startup bundle
// carries only the menu buttons that every row has. Its items are menuitems, focus goes to the first, arrows move
// between them, Escape or a press outside the menu closes it (Escape returns focus to the button), an item closes
// it as it acts.
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { rovingIndex } from './focus.ts';

const itemsOf = (panel: HTMLElement | null) => [
  ...(panel?.querySelectorAll<HTMLElement>(':scope > button, :scope > a') ?? []),
];

export function MenuPanel({
  label,
  root,
  onClose,
  children,
}: {
  label: string;
  /** The menu (button and panel): a press outside it closes the panel. */
  root: RefObject<HTMLElement | null>;
  /** `refocus`: give focus back to the menu's button (Escape), not after a press elsewhere. */
  onClose: (refocus: boolean) => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    const all = itemsOf(panel.current);
    for (const el of all) el.setAttribute('role', 'menuitem');
    all[0]?.focus();
  }, []);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close.current(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      close.current(true);
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [root]);

  return (
    <div
      ref={panel}
      className="menu"
      role="menu"
      aria-label={label}
      onClick={(e) => {
        if ((e.target as Element).closest('button,a')) close.current(false);
      }}
      onKeyDown={(e) => {
        const all = itemsOf(panel.current);
        const next = rovingIndex(
          e.key,
          all.indexOf(document.activeElement as HTMLElement),
          all.length,
          'vertical',
        );
        if (next === null) return;
        e.preventDefault();
        all[next]?.focus();
      }}
    >
      {children}
    </div>
  );
}
