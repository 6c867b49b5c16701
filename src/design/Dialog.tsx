// A modal dialog: a titled panel over a backdrop. Focus moves into it when it opens, Tab and Shift+Tab stay inside
// it, Escape or the close button closes it, and focus returns to what had it before (the button that opened it).
// It is drawn into document.body: opened from a post's menu inside a list row (a transformed, clipped ancestor), a
// fixed backdrop would otherwise be positioned and cut by that row. React still bubbles its events through the
// row, so clicks and keys stop at the dialog (a click in it must not open the post, a key must not move the list).
// The browser's Back closes it too (modal-history.ts), leaving the page where it was.
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/index.ts';
import { IconButton } from './Button.tsx';
import { trapFocus } from './focus.ts';
import { modalHistory } from './modal-history.ts';

export function Dialog({
  title,
  onClose,
  children,
  className,
  fullscreen = false,
  onKeyDown,
  returnFocus,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Covers the whole viewport (the media viewer) instead of a panel in the middle. */
  fullscreen?: boolean;
  /** Keys of the dialog's own (a gallery's arrows), heard before Escape and Tab are handled. */
  onKeyDown?: (e: React.KeyboardEvent) => void;
  /** Where focus goes on closing when the control that opened it is gone (a menu item). */
  returnFocus?: () => HTMLElement | null;
}) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;

  // The trap is set after the dialog's first commit, as a passive effect: a menu item that opens it gives the
  // focus back to the menu's button first, in the same click, and the trap then records that button as where the
  // focus returns. It is released as the dialog leaves the page (a layout cleanup, which runs then; a passive one
  // may wait for the next frame), so the focus is back before anything else happens.
  const release = useRef<(() => void) | null>(null);
  useEffect(() => {
    const root = panel.current;
    release.current = root
      ? trapFocus(root, {
          skipInitial: (el) => el.classList.contains('dialog-close'),
          returnTo: () => returnRef.current?.() ?? null,
        })
      : null;
    return modalHistory()?.opened(() => closeRef.current());
  }, []);
  useLayoutEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );

  const dialog = (
    <div
      className={fullscreen ? 'dialog-backdrop dialog-fullscreen' : 'dialog-backdrop'}
      onPointerDown={(e) => e.target === e.currentTarget && closeRef.current()}
      onClick={(e) => e.stopPropagation()}
    >
      <div
        ref={panel}
        className={className ? `dialog ${className}` : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(e) => {
          e.stopPropagation();
          onKeyDown?.(e);
          if (e.defaultPrevented) return;
          if (e.key === 'Escape') closeRef.current();
        }}
      >
        <div className="dialog-head">
          <h2 className="dialog-title" id={titleId}>
            {title}
          </h2>
          <IconButton
            icon="close"
            label={t('chrome.close')}
            className="dialog-close"
            onClick={() => closeRef.current()}
          />
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body);
}
