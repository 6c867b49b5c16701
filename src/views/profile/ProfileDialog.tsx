// A modal dialog of the profile screen: a native <dialog> opened with showModal (focus stays inside, Escape closes
// it), labelled by its heading; focus goes back to the control that opened it when it closes.
import { type ReactNode, useEffect, useId, useRef } from 'react';

export function ProfileDialog({
  title,
  onClose,
  children,
  className = '',
  returnFocus,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Where focus goes when the dialog closes, when the control that opened it is gone (a menu item). */
  returnFocus?: () => HTMLElement | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const d = ref.current;
    if (d && !d.open && typeof d.showModal === 'function') d.showModal();
    return () => {
      if (d?.open) d.close();
      const back = returnFocus?.() ?? opener;
      back?.focus();
    };
  }, [returnFocus]);
  return (
    <dialog
      ref={ref}
      className={`profile-dialog ${className}`}
      aria-labelledby={headingId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h3 id={headingId}>{title}</h3>
      {children}
    </dialog>
  );
}
