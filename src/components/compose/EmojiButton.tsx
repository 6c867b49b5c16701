// The emoji button among compose's tools: it opens the emoji picker (src/components/emoji-picker, fetched only
// when first opened) and puts the emoji picked at the caret; Escape or picking closes it and the focus goes back.
import { lazy, Suspense, useRef, useState } from 'react';
import './suggest/compose-suggest.css';
import { useT } from '../../i18n/index.ts';

const EmojiPicker = lazy(() => import('../emoji-picker/EmojiPicker.tsx'));

export function EmojiButton({ onPick }: { onPick: (text: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <span className="compose-emoji">
      <button
        ref={button}
        type="button"
        className="compose-emoji-button with-icon icon-emoji"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
      >
        {t('composeSuggest.emoji')}
      </button>
      {open ? (
        <Suspense fallback={<span className="emoji-picker-loading">{t('emojiPicker.loading')}</span>}>
          <EmojiPicker
            onClose={close}
            onPick={(p) => {
              setOpen(false);
              onPick(p.text);
            }}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
