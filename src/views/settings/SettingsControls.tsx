// The controls the settings sections are made of: a group of choices (radio buttons) and a switch (a checkbox).
// Each follows the click at once, and the value the core publishes back (to every tab) replaces that local one, so
// a change made in another tab shows here too.
import { type ReactNode, useEffect, useId, useState } from 'react';

/** The value shown: the one just chosen here until the core's published value changes. */
function useChosen<T>(kept: T): [T, (v: T) => void] {
  const [picked, setPicked] = useState<{ value: T } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new published value ends the local one
  useEffect(() => setPicked(null), [kept]);
  return [picked ? picked.value : kept, (value: T) => setPicked({ value })];
}

export interface Choice<T extends string> {
  value: T;
  label: string;
  note?: string;
}

export function Choices<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  const [chosen, choose] = useChosen(value);
  return (
    <fieldset className="settings-choices settings-group">
      <legend className="settings-group-title">{legend}</legend>
      {options.map((o) => (
        <label className="settings-choice" key={o.value}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={chosen === o.value}
            onChange={() => {
              choose(o.value);
              onChange(o.value);
            }}
          />
          <span className="settings-choice-text">
            {o.label}
            {o.note ? <span className="settings-choice-note">{o.note}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function Toggle({
  name,
  label,
  note,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  note?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const [on, set] = useChosen(checked);
  const noteId = useId();
  return (
    <label className="settings-choice settings-toggle">
      <input
        type="checkbox"
        name={name}
        checked={on}
        aria-describedby={note ? noteId : undefined}
        onChange={(e) => {
          set(e.currentTarget.checked);
          onChange(e.currentTarget.checked);
        }}
      />
      <span className="settings-choice-text">
        {label}
        {note ? (
          <span className="settings-choice-note" id={noteId}>
            {note}
          </span>
        ) : null}
      </span>
    </label>
  );
}
