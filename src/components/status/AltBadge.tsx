// The ALT badge on media that has a description (MediaGrid.tsx), in its own module: few posts need it.
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';

/** "ALT" on media that has a description: pressed, it shows the description over the media (a sighted reader's
 *  way to the text a screen reader reads as the media's name). Only media with a description pays for it. */
export function AltBadge({ description }: { description: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button
        type="button"
        className="alt-badge"
        aria-expanded={open}
        aria-label={open ? t('post.altHide') : t('post.altShow')}
        onClick={() => setOpen((o) => !o)}
      >
        ALT
      </button>
      {open ? <p className="alt-text">{description}</p> : null}
    </>
  );
}
