// The open panel of a Menu (Menu.tsx), in its own module: fetched after the first paint, so the startup bundle
// carries only the menu buttons that every row has. One solid panel of menuitems: focus goes to the first, arrows
// move between them (Home / End to the ends), Tab stays inside (focus.ts), Escape, Back (modal-history.ts) or a
// press outside the menu closes it (Escape and Back return focus to the button), an item closes it as it acts and
// gives focus back to the button, so a dialog that item opens returns focus there too.
// `sheet`: on a phone's width (section 9's breakpoint) the panel is a bottom sheet over a backdrop, drawn into
// document.body (a list row's transform would otherwise position and clip it), like Mastodon's actions modal.
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants.ts';
import { rovingIndex, trapFocus } from './focus.ts';
import { modalHistory } from './modal-history.ts';
import './menu-sheet.css';

const itemsOf = (panel: HTMLElement | null) => [
  ...(panel?.querySelectorAll<HTMLElement>(':scope > button, :scope > a') ?? []),
];

const narrow = () =>
  typeof matchMedia === 'function' && matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;

export function MenuPanel({
  label,
  root,
  onClose,
  children,
  sheet = false,
}: {
  label: string;
  /** The menu (button and panel): a press outside it closes the panel. */
  root: RefObject<HTMLElement | null>;
  /** `refocus`: give focus back to the menu's button (Escape, Back, an item), not after a press elsewhere. */
  onClose: (refocus: boolean) => void;
  children: ReactNode;
  /** A bottom sheet on a phone's width. */
  sheet?: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  /** Set as the menu closes: items arriving then (a late render) must not take the focus back from the button. */
  const closing = useRef(false);
  const close = useRef((refocus: boolean) => {
    closing.current = true;
    onCloseRef.current(refocus);
  });
  // Chosen once as it opens: turning the phone while it is open keeps its form.
  const asSheet = useRef(sheet && narrow()).current;

  useLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    // Items may come later (a deferred module, a relationship the core is still fetching): each becomes a
    // menuitem as it appears, and the first takes focus if nothing in the menu has it yet.
    const mark = () => {
      if (closing.current) return;
      const items = itemsOf(el);
      for (const item of items) item.setAttribute('role', 'menuitem');
      if (!el.contains(document.activeElement) || document.activeElement === el) items[0]?.focus();
    };
    mark();
    const watch = typeof MutationObserver === 'function' ? new MutationObserver(mark) : null;
    watch?.observe(el, { childList: true });
    // The menu gives focus back itself (to its button), so the trap leaves it alone on release.
    const release = trapFocus(el, { restore: false });
    return () => {
      watch?.disconnect();
      release();
    };
  }, []);

  useEffect(() => modalHistory()?.opened(() => close.current(true)), []);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!root.current?.contains(target) && !panel.current?.contains(target)) close.current(false);
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

  const menu = (
    <div
      ref={panel}
      className={asSheet ? 'menu menu-sheet' : 'menu'}
      role="menu"
      aria-label={label}
      tabIndex={-1}
      onClick={(e) => {
        e.stopPropagation();
        if ((e.target as Element).closest('button,a')) close.current(true);
      }}
      onKeyDown={(e) => {
        // Keys stay in the menu: j/k or Enter must not move or open the post behind it.
        e.stopPropagation();
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
  if (!asSheet || typeof document === 'undefined') return menu;
  return createPortal(
    <div className="menu-sheet-backdrop" onClick={(e) => e.stopPropagation()}>
      {menu}
    </div>,
    document.body,
  );
}
