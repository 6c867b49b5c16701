// The poll of a draft: its options (a blank one kept at the end while below the server's maximum, section 5),
// single or multiple choice, and how long it runs.
import type { DraftPoll } from '../../../shared/compose/draft.ts';
import { normalizePollOptions } from '../../../shared/compose/draft.ts';
import { type MessageId, useT } from '../../i18n/index.ts';

/** The durations offered, each with its message and number (5 minutes … 7 days). */
export const POLL_DURATIONS: readonly (readonly [seconds: number, label: MessageId, n: number])[] = [
  [300, 'compose.minutes', 5],
  [1800, 'compose.minutes', 30],
  [3600, 'compose.hours', 1],
  [21600, 'compose.hours', 6],
  [86400, 'compose.days', 1],
  [259200, 'compose.days', 3],
  [604800, 'compose.days', 7],
];

export function PollEditor({
  poll,
  maxOptions,
  onChange,
}: {
  poll: DraftPoll;
  maxOptions: number;
  onChange: (poll: DraftPoll) => void;
}) {
  const setOptions = (options: string[]) =>
    onChange({ ...poll, options: normalizePollOptions(options, maxOptions) });
  const blank = poll.options.findIndex((o) => o.trim() === '');
  const t = useT();
  return (
    <fieldset className="compose-poll">
      <legend className="visually-hidden">{t('compose.poll')}</legend>
      {poll.options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are positions; a title can repeat while typing
        <div className="compose-poll-option" key={i}>
          <input
            type="text"
            dir="auto"
            aria-label={t('compose.pollOption', { n: i + 1 })}
            placeholder={t('compose.pollOption', { n: i + 1 })}
            maxLength={50}
            value={option}
            onChange={(e) => setOptions(poll.options.map((o, j) => (j === i ? e.target.value : o)))}
          />
          <button
            type="button"
            aria-label={t('compose.removeOption', { n: i + 1 })}
            disabled={poll.options.length <= 2}
            onClick={() => setOptions(poll.options.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </div>
      ))}
      <div className="compose-poll-bar">
        <button
          type="button"
          disabled={poll.options.length >= maxOptions && blank < 0}
          onClick={(e) => {
            // A blank option is always waiting at the end while below the maximum: adding means filling it.
            const inputs = e.currentTarget.closest('fieldset')?.querySelectorAll('input[type="text"]');
            (inputs?.[blank >= 0 ? blank : inputs.length - 1] as HTMLInputElement | undefined)?.focus();
          }}
        >
          {t('compose.addOption')}
        </button>
        <label>
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(e) => onChange({ ...poll, multiple: e.target.checked })}
          />{' '}
          {t('compose.multiple')}
        </label>
        <select
          aria-label={t('compose.pollDuration')}
          value={String(poll.expiresIn)}
          onChange={(e) => onChange({ ...poll, expiresIn: Number(e.target.value) })}
        >
          {POLL_DURATIONS.map(([s, label, n]) => (
            <option key={s} value={s}>
              {t(label, { n })}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
