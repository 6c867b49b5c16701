// A menu drawn as one panel under its button. Only the button exists until it is opened (rows carry a menu each,
// rarely opened). Opened, its items are menuitems, focus goes to the first, arrows move between them, Escape or a
// press outside closes it and focus returns to the button; an item closes it as it acts.
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { rovingIndex } from './focus.ts';

const itemsOf = (panel: HTMLElement | null) => [
  ...(panel?.querySelectorAll<HTMLElement>(':scope > button, :scope > a') ?? []),
];

export function Menu({
  label,
  buttonClassName,
  className,
  children,
}: {
  /** The button's accessible name ("More"). */
  label: string;
  /** The button's classes (its icon, e.g. "with-icon icon-more"). */
  buttonClassName: string;
  className?: string;
  /** The items: <button>s (or links), each becomes a menuitem. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const items = () => [
    ...(panel.current?.querySelectorAll<HTMLElement>(':scope > button, :scope > a') ?? []),
  ];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open) return;
    const all = itemsOf(panel.current);
    for (const el of all) el.setAttribute('role', 'menuitem');
    all[0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close(true);
      }
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  });

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
        <div
          ref={panel}
          className="menu"
          role="menu"
          aria-label={label}
          onClick={(e) => {
            if ((e.target as Element).closest('button,a')) close(false);
          }}
          onKeyDown={(e) => {
            const all = items();
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
      ) : null}
    </div>
  );
}
