// A post's "More" menu. Only its button exists until it is opened: the items (and a <details> element's shadow
// tree) used to be built, laid out and torn down with every row, for a menu that is rarely opened. Closes on an
// item, on Escape, and on a press outside it.
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function PostMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);
  return (
    <div className="action more" ref={root}>
      <button
        type="button"
        className="more-button with-icon icon-more"
        aria-label="More"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      ></button>
      {open ? (
        // Any item closes the menu as it acts (the click reaches the item's own handler first).
        <div
          className="menu"
          role="menu"
          onClick={(e) => {
            if ((e.target as Element).closest('button')) setOpen(false);
          }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
