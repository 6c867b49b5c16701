// The fields of a list, for a new list and for a list's settings: its title, whose replies it shows, and whether
// its members' posts leave home (exclusive). An empty title is refused here, before anything is sent; the core
// refuses it too. What the user typed stays in the form when the server refuses (the core shows why).
import { useId, useState } from 'react';
import {
  cleanListTitle,
  type ListFieldsInput,
  REPLIES_POLICIES,
  type RepliesPolicy,
} from '../../../shared/protocol/lists.ts';
import { Button } from '../../design/Button.tsx';
import { useT } from '../../i18n/index.ts';

export interface ListFormValues {
  title: string;
  repliesPolicy: RepliesPolicy;
  exclusive: boolean;
}

export const NEW_LIST: ListFormValues = { title: '', repliesPolicy: 'list', exclusive: false };

/** The body to send for the form's values; null when the title is empty (nothing may be sent). */
export function listFields(v: ListFormValues): ListFieldsInput | null {
  const title = cleanListTitle(v.title);
  if (title === null) return null;
  return { title, replies_policy: v.repliesPolicy, exclusive: v.exclusive };
}

export function ListForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ListFormValues;
  submitLabel: string;
  /** Answers whether the server took it (the form stays as typed when not). */
  onSubmit: (fields: ListFieldsInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [titleError, setTitleError] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ListFormValues>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <form
      className="list-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const fields = listFields(values);
        setTitleError(fields === null);
        if (!fields || busy) return;
        setBusy(true);
        void onSubmit(fields).finally(() => setBusy(false));
      }}
    >
      <label htmlFor={`${id}-title`}>{t('lists.fieldTitle')}</label>
      <input
        id={`${id}-title`}
        type="text"
        value={values.title}
        maxLength={200}
        aria-invalid={titleError}
        aria-describedby={titleError ? `${id}-error` : undefined}
        onChange={(e) => {
          set({ title: e.target.value });
          if (titleError && cleanListTitle(e.target.value) !== null) setTitleError(false);
        }}
      />
      {titleError ? (
        <p className="list-form-error" id={`${id}-error`} role="alert">
          {t('lists.titleRequired')}
        </p>
      ) : null}
      <fieldset className="list-form-policy">
        <legend>{t('lists.repliesPolicy')}</legend>
        {REPLIES_POLICIES.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name={`${id}-policy`}
              value={p}
              checked={values.repliesPolicy === p}
              onChange={() => set({ repliesPolicy: p })}
            />
            {t(`lists.policy.${p}`)}
          </label>
        ))}
      </fieldset>
      <label className="list-form-check">
        <input
          type="checkbox"
          checked={values.exclusive}
          aria-describedby={`${id}-exclusive`}
          onChange={(e) => set({ exclusive: e.target.checked })}
        />
        {t('lists.exclusive')}
      </label>
      <p className="list-form-hint" id={`${id}-exclusive`}>
        {t('lists.exclusiveHint')}
      </p>
      <div className="list-form-actions">
        {onCancel ? <Button onClick={onCancel}>{t('lists.cancel')}</Button> : null}
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('lists.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
