// A relative time bound to the shared clock: the signal sits in JSX, so a tick updates the text node alone.
import { computed } from '@preact/signals-react';
import { useMemo } from 'react';
import { now, relativeTime } from '../../app/clock.ts';
import { useLocale } from '../../i18n/index.ts';

// One formatter for every row (per language): Date#toLocaleString builds a new one per call, a slow part of
// rendering a row.
let fullDate: { locale: string; format: Intl.DateTimeFormat } | null = null;
function formatFull(iso: string, locale: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  if (fullDate?.locale !== locale)
    fullDate = {
      locale,
      format: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    };
  return fullDate.format.format(ms);
}

export function RelativeTime({ iso }: { iso: string }) {
  // The language is a dependency: a new one makes a new computed text in it.
  const { locale } = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: locale is read by relativeTime through the catalogue
  const text = useMemo(() => computed(() => relativeTime(iso, now.value)), [iso, locale]);
  return (
    <time dateTime={iso} title={formatFull(iso, locale)}>
      {text}
    </time>
  );
}
