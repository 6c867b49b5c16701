// A relative time bound to the shared clock: the signal sits in JSX, so a tick updates the text node alone.
import { computed } from '@preact/signals-react';
import { useMemo } from 'react';
import { now, relativeTime } from '../../app/clock.ts';

// One formatter for every row: Date#toLocaleString builds a new one per call, a slow part of rendering a row.
let fullDate: Intl.DateTimeFormat | null = null;
function formatFull(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  fullDate ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return fullDate.format(t);
}

export function RelativeTime({ iso }: { iso: string }) {
  const text = useMemo(() => computed(() => relativeTime(iso, now.value)), [iso]);
  return (
    <time dateTime={iso} title={formatFull(iso)}>
      {text}
    </time>
  );
}
