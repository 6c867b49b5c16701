// The poll of a draft: its options (a blank one kept at the end while below the server's maximum, section 5),
// single or multiple choice, and how long it runs.
import type { DraftPoll } from '../../../shared/compose/draft.ts';
import { normalizePollOptions } from '../../../shared/compose/draft.ts';

export const POLL_DURATIONS: readonly (readonly [seconds: number, label: string])[] = [
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [86400, '1 day'],
  [259200, '3 days'],
  [604800, '7 days'],
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
  return (
    <fieldset className="compose-poll">
      <legend className="visually-hidden">Poll</legend>
      {poll.options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are positions; a title can repeat while typing
        <div className="compose-poll-option" key={i}>
          <input
            type="text"
            dir="auto"
            aria-label={`Option ${i + 1}`}
            placeholder={`Option ${i + 1}`}
            maxLength={50}
            value={option}
            onChange={(e) => setOptions(poll.options.map((o, j) => (j === i ? e.target.value : o)))}
          />
          <button
            type="button"
            aria-label={`Remove option ${i + 1}`}
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
          Add option
        </button>
        <label>
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(e) => onChange({ ...poll, multiple: e.target.checked })}
          />{' '}
          Multiple choice
        </label>
        <select
          aria-label="Poll duration"
          value={poll.expiresIn}
          onChange={(e) => onChange({ ...poll, expiresIn: Number(e.target.value) })}
        >
          {POLL_DURATIONS.map(([s, label]) => (
            <option key={s} value={s}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
