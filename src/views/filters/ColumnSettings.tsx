// The column header's settings toggle and panel (home, public, tag and list timelines), deferred out of the startup
// bundle (ViewScreen loads it with `deferred()`): until the module is there the header simply has no toggle.
import { useState } from 'react';
import type { ViewSpec } from '../../../shared/protocol/views.ts';
import { useT } from '../../i18n/index.ts';
import TimelineSettingsPanel from './TimelineSettingsPanel.tsx';

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

/** `view` is the column's view key: the key of its regex body, as the core's engine reads it. */
export function ColumnSettings({ spec, view }: { spec: ViewSpec; view: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  if (!hasColumnSettings(spec)) return null;
  return (
    <>
      <button
        type="button"
        className="column-settings-toggle"
        aria-label={t('filters.columnSettings')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        ⚙
      </button>
      {open ? <TimelineSettingsPanel spec={spec} view={view} /> : null}
    </>
  );
}
