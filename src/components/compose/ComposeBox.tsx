// The compose box. Its state is its own (useState), so typing re-renders this component only, never a timeline;
// the draft goes to the core debounced (`draft.save`), and 'Post' sends `compose.submit`.
// Not here yet: media attachments, polls, language, mention/hashtag suggestions.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { DEBOUNCE_MS, VISIBILITIES } from '../../../shared/constants.ts';
import { useCore } from '../../app/core-context.tsx';
import {
  type ComposeDraft,
  canSubmit,
  charactersLeft,
  emptyDraft,
  type Visibility,
} from './compose-logic.ts';

const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Followers only',
  direct: 'Mentioned people only',
};

export function ComposeBox({
  draftId,
  inReplyToId = null,
  onPosted,
  debounceMs = DEBOUNCE_MS,
}: {
  draftId: string;
  inReplyToId?: string | null;
  onPosted?: () => void;
  debounceMs?: number;
}) {
  useSignals();
  const core = useCore();
  const max = useComputed(() => core.global.value.maxCharacters).value;
  const defaultPrivacy = useComputed(() => core.global.value.settings.defaultPrivacy ?? 'public').value;
  const [draft, setDraft] = useState<ComposeDraft>(() => emptyDraft(defaultPrivacy, inReplyToId));
  const [submitting, setSubmitting] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The draft last handed to the core; the initial empty draft is never sent (StrictMode runs effects twice).
  const lastSent = useRef(draft);

  // Debounced draft save: the core owns drafts (one per tab's compose session), so other tabs never clobber it.
  useEffect(() => {
    if (draft === lastSent.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      lastSent.current = draft;
      void core.intent({ type: 'draft.save', draftId, draft });
    }, debounceMs);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [draft, draftId, core, debounceMs]);

  const left = charactersLeft(draft, max);
  const update = (patch: Partial<ComposeDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = async () => {
    if (!canSubmit(draft, max, submitting)) return;
    setSubmitting(true);
    if (timer.current) clearTimeout(timer.current);
    lastSent.current = draft;
    await core.intent({ type: 'draft.save', draftId, draft });
    const result = await core.intent({ type: 'compose.submit', draftId });
    setSubmitting(false);
    if (result.ok) {
      const fresh = emptyDraft(defaultPrivacy);
      lastSent.current = fresh;
      setDraft(fresh);
      onPosted?.();
    }
  };

  return (
    <form
      className="compose"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {draft.spoilerOn ? (
        <input
          className="compose-spoiler"
          type="text"
          placeholder="Content warning"
          aria-label="Content warning"
          value={draft.spoilerText}
          onChange={(e) => update({ spoilerText: e.target.value })}
        />
      ) : null}
      <textarea
        className="compose-text"
        aria-label="What's on your mind?"
        placeholder="What's on your mind?"
        value={draft.text}
        rows={5}
        onChange={(e) => update({ text: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
      />
      <div className="compose-bar">
        <button
          type="button"
          className="compose-cw"
          aria-pressed={draft.spoilerOn}
          onClick={() => update({ spoilerOn: !draft.spoilerOn })}
        >
          CW
        </button>
        <label htmlFor={`${id}-vis`} className="visually-hidden">
          Visibility
        </label>
        <select
          id={`${id}-vis`}
          value={draft.visibility}
          onChange={(e) => update({ visibility: e.target.value as Visibility })}
        >
          {VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {VISIBILITY_LABELS[v]}
            </option>
          ))}
        </select>
        <span className={left < 0 ? 'char-counter over' : 'char-counter'} title="Characters left">
          {left}
        </span>
        <button type="submit" className="compose-post" disabled={!canSubmit(draft, max, submitting)}>
          Post
        </button>
      </div>
    </form>
  );
}
