// The personal note about an account (only you see it), on its profile: saved as typed (debounced) through the core,
// which updates it in every tab; a failure keeps the text and says so, with Try again.
import { useEffect, useMemo, useState } from 'react';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import { createNoteSaver, type NoteStatus } from './note-saver.ts';

const storageFor = (accountId: string) => {
  const key = `woolly.note.${accountId}`;
  return {
    get: () => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (text: string | null) => {
      try {
        if (text === null) localStorage.removeItem(key);
        else localStorage.setItem(key, text);
      } catch {
        // Storage full or refused: the text stays in the field.
      }
    },
  };
};

export function PersonalNote({ accountId, acct, note }: { accountId: string; acct: string; note: string }) {
  const core = useCore();
  const t = useT();
  const [status, setStatus] = useState<NoteStatus>('idle');
  const saver = useMemo(
    () =>
      createNoteSaver({
        save: async (comment) =>
          (await core.intent({ type: 'account.relate', accountId, relate: { action: 'note', comment } })).ok,
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
        storage: storageFor(accountId),
        onStatus: setStatus,
      }),
    [core, accountId],
  );
  const [text, setText] = useState(() => saver.kept() ?? note);
  // A note saved in another tab shows here, unless this tab has text of its own not yet saved.
  useEffect(() => {
    if (!saver.dirty()) setText(saver.kept() ?? note);
  }, [saver, note]);
  // Text kept from an earlier visit is saved again; leaving the profile saves what waits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per account, with the note it opened with
  useEffect(() => {
    const kept = saver.kept();
    if (kept !== null && kept !== note) saver.change(kept);
    return () => saver.flush();
  }, [saver]);
  return (
    <div className="profile-personal-note">
      <label htmlFor={`note-${accountId}`}>{t('profile2.note.label')}</label>
      <textarea
        id={`note-${accountId}`}
        value={text}
        rows={2}
        placeholder={t('profile2.note.placeholder', { acct })}
        onChange={(e) => {
          setText(e.target.value);
          saver.change(e.target.value);
        }}
      />
      <p className="profile-note-status" aria-live="polite">
        {status === 'saving' ? t('profile2.note.saving') : null}
        {status === 'saved' ? t('profile2.note.saved') : null}
        {status === 'failed' ? (
          <>
            {t('profile2.note.failed')}{' '}
            <button type="button" onClick={() => saver.flush()}>
              {t('profile2.note.retry')}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}
