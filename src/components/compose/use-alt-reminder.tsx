// Posting media without a description asks first (shared/compose/alt-reminder.ts): `confirm` resolves true to post,
// false to go back, and then the first alt text field without a description takes the focus, once the dialog has
// closed and given the focus back. The dialog's module is fetched the first time it is needed.
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { needsAltReminder, undescribedMedia } from '../../../shared/compose/alt-reminder.ts';
import type { DraftMedia } from '../../../shared/compose/draft.ts';
import { altTextReminderOn } from '../../../shared/settings/compose-settings.ts';

const AltReminderDialog = lazy(() => import('./AltReminderDialog.tsx'));

export function useAltReminder(settings: Record<string, unknown>): {
  confirm: (media: readonly DraftMedia[]) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<{ ids: string[]; answer: (post: boolean) => void } | null>(null);
  const [goBackTo, setGoBackTo] = useState<string | null>(null);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  useEffect(() => {
    if (!goBackTo) return;
    const field = document.querySelector<HTMLTextAreaElement>(
      `.compose-media-item[data-media-id="${CSS.escape(goBackTo)}"] .compose-alt`,
    );
    field?.focus();
    setGoBackTo(null);
  }, [goBackTo]);

  const confirm = (media: readonly DraftMedia[]) => {
    if (!needsAltReminder(media, altTextReminderOn(settingsRef.current))) return Promise.resolve(true);
    const ids = undescribedMedia(media);
    return new Promise<boolean>((resolve) => {
      setAsking({
        ids,
        answer: (post) => {
          setAsking(null);
          if (!post) setGoBackTo(ids[0] ?? null);
          resolve(post);
        },
      });
    });
  };

  const dialog = asking ? (
    <Suspense fallback={null}>
      <AltReminderDialog count={asking.ids.length} onAnswer={asking.answer} />
    </Suspense>
  ) : null;
  return { confirm, dialog };
}
