// A relative time bound to the shared clock: the signal sits in JSX, so a tick updates the text node alone.
import { computed } from '@preact/signals-react';
import { useMemo } from 'react';
import { now, relativeTime } from '../../app/clock.ts';

export function RelativeTime({ iso }: { iso: string }) {
  const text = useMemo(() => computed(() => relativeTime(iso, now.value)), [iso]);
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()}>
      {text}
    </time>
  );
}
