// The ALT badge on media that has a description (MediaGrid.tsx), in its own module: few posts need it.
import { useState } from 'react';

/** "ALT" on media that has a description: pressed, it shows the description over the media (a sighted reader's
 *  way to the text a screen reader reads as the media's name). Only media with a description pays for it. */
export function AltBadge({ description }: { description: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="alt-badge"
        aria-expanded={open}
        aria-label={open ? 'ALT: hide the description' : 'ALT: show the description'}
        onClick={() => setOpen((o) => !o)}
      >
        ALT
      </button>
      {open ? <p className="alt-text">{description}</p> : null}
    </>
  );
}
