// The column header's settings toggle (home, public, tag and list timelines). Only this button is in the startup
// bundle; the panel is fetched the first time it opens.
import { lazy, Suspense, useState } from 'react';
import type { ViewSpec } from '../../../shared/protocol/views.ts';

const Panel = lazy(() => import('./TimelineSettingsPanel.tsx'));

/** Columns with a settings panel: home, public, tag and list timelines. */
export function hasColumnSettings(spec: ViewSpec): boolean {
  return (
    spec.kind === 'timeline' &&
    (spec.timeline === 'home' ||
      spec.timeline === 'public' ||
      spec.timeline === 'tag' ||
      spec.timeline === 'list')
  );
}

export function ColumnSettings({ spec }: { spec: ViewSpec }) {
  const [open, setOpen] = useState(false);
  if (!hasColumnSettings(spec)) return null;
  return (
    <>
      <button
        type="button"
        className="column-settings-toggle"
        aria-label="Column settings"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        ⚙
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Panel spec={spec} />
        </Suspense>
      ) : null}
    </>
  );
}
