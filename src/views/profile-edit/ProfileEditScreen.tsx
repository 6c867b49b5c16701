// /profile/edit: your display name, note, avatar and header (preview, the server's size limits, progress while the
// save is on its way), fields up to the server's limit, and the account's switches. The text is kept as typed
// (profile-draft.ts), so a failed save or a reload loses nothing; a saved profile shows in every tab at once (the
// core updates the account everywhere).

import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { PROFILE_UPLOAD_KEY } from '../../../shared/compose/upload-progress.ts';
import {
  type ProfileProblem,
  type ProfileSource,
  profileProblems,
} from '../../../shared/protocol/profile-edit.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { UploadProgress } from '../../components/compose/UploadProgress.tsx';
import { Button } from '../../design/Button.tsx';
import { ErrorState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { PictureInput } from './PictureInput.tsx';
import { draftFromSource, type ProfileDraft, sessionDraftStore } from './profile-draft.ts';
import './profile-edit.css';

type Flag = 'locked' | 'bot' | 'discoverable' | 'indexable' | 'hideCollections';
const FLAGS: Flag[] = ['locked', 'bot', 'discoverable', 'indexable', 'hideCollections'];

const store = sessionDraftStore(typeof sessionStorage === 'undefined' ? null : sessionStorage);

export default function ProfileEditScreen() {
  const core = useCore();
  const t = useT();
  const [source, setSource] = useState<ProfileSource | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [header, setHeader] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [problems, setProblems] = useState<ProfileProblem[]>([]);

  const load = () => {
    setLoadError(null);
    void core.intent({ type: 'profile.source' }).then((r) => {
      if (!r.ok) return setLoadError(r.alert ? coreMessage(r.alert.message) : t('profileEdit.loadFailed'));
      const s = r.value as ProfileSource;
      setSource(s);
      // Text typed before (a failed save, a reload) comes back over the server's.
      setDraft(store.load() ?? draftFromSource(s));
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once
  useEffect(load, []);

  const change = (next: ProfileDraft) => {
    setDraft(next);
    setResult(null);
    store.save(next);
  };

  if (loadError)
    return (
      <section className="view-screen profile-edit">
        <h2 className="column-title">{t('profileEdit.title')}</h2>
        <ErrorState title={t('profileEdit.loadFailed')} message={loadError} onRetry={load} />
      </section>
    );
  if (!source || !draft)
    return (
      <section className="view-screen profile-edit">
        <h2 className="column-title">{t('profileEdit.title')}</h2>
        <SkeletonRows />
      </section>
    );

  const limits = source.limits;
  const save = async () => {
    const found = profileProblems(
      { ...draft, ...(avatar ? { avatar } : {}), ...(header ? { header } : {}) },
      limits,
    );
    setProblems(found);
    if (found.length > 0) return;
    setSaving(true);
    setResult(null);
    const r = await core.intent({
      type: 'profile.update',
      patch: { ...draft, ...(avatar ? { avatar } : {}), ...(header ? { header } : {}) },
    });
    setSaving(false);
    if (r.ok) {
      store.save(null);
      const saved = r.value as ProfileSource | null;
      if (saved) {
        setSource({ ...saved, limits });
        setDraft(draftFromSource({ ...saved, limits }));
      }
      setAvatar(null);
      setHeader(null);
      setResult({ ok: true, message: t('profileEdit.saved') });
    } else
      setResult({ ok: false, message: r.alert ? coreMessage(r.alert.message) : t('profileEdit.saveFailed') });
  };

  const problemText = (p: ProfileProblem) => {
    switch (p.kind) {
      case 'nameTooLong':
        return t('profileEdit.problem.name', { max: p.max });
      case 'noteTooLong':
        return t('profileEdit.problem.note', { max: p.max });
      case 'tooManyFields':
        return t('profileEdit.problem.fields', { max: p.max });
      case 'imageTooBig':
        return t('profileEdit.problem.size', { which: p.which, mb: Math.round(p.max / 104857.6) / 10 });
      case 'imageType':
        return t('profileEdit.problem.type', { which: p.which });
    }
  };

  return (
    <section className="view-screen profile-edit" aria-busy={saving}>
      <h2 className="column-title">{t('profileEdit.title')}</h2>
      <form
        className="profile-edit-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="profile-edit-pictures">
          <PictureInput
            which="header"
            current={source.header}
            file={header}
            maxBytes={limits.imageSizeLimit}
            types={limits.imageTypes}
            onPick={setHeader}
          />
          <PictureInput
            which="avatar"
            current={source.avatar}
            file={avatar}
            maxBytes={limits.imageSizeLimit}
            types={limits.imageTypes}
            onPick={setAvatar}
          />
        </div>
        <label className="profile-edit-field">
          <span>{t('profileEdit.displayName')}</span>
          <input
            value={draft.displayName}
            dir="auto"
            onChange={(e) => change({ ...draft, displayName: e.target.value })}
          />
          <small>{t('profileEdit.left', { n: limits.maxNameLength - [...draft.displayName].length })}</small>
        </label>
        <label className="profile-edit-field">
          <span>{t('profileEdit.note')}</span>
          <textarea
            value={draft.note}
            dir="auto"
            rows={4}
            onChange={(e) => change({ ...draft, note: e.target.value })}
          />
          <small>{t('profileEdit.left', { n: limits.maxNoteLength - [...draft.note].length })}</small>
        </label>
        <fieldset className="profile-edit-fields">
          <legend>{t('profileEdit.fields', { max: limits.maxFields })}</legend>
          {draft.fields.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fields are positional
            <div key={i} className="profile-edit-pair">
              <input
                aria-label={t('profileEdit.fieldName', { n: i + 1 })}
                placeholder={t('profileEdit.fieldNamePlaceholder')}
                value={f.name}
                dir="auto"
                onChange={(e) =>
                  change({
                    ...draft,
                    fields: draft.fields.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)),
                  })
                }
              />
              <input
                aria-label={t('profileEdit.fieldValue', { n: i + 1 })}
                placeholder={t('profileEdit.fieldValuePlaceholder')}
                value={f.value}
                dir="auto"
                onChange={(e) =>
                  change({
                    ...draft,
                    fields: draft.fields.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)),
                  })
                }
              />
            </div>
          ))}
        </fieldset>
        <fieldset className="profile-edit-flags">
          <legend>{t('profileEdit.settings')}</legend>
          {FLAGS.map((flag) => (
            <label key={flag} className="profile-edit-flag">
              <input
                type="checkbox"
                checked={draft[flag]}
                onChange={(e) => change({ ...draft, [flag]: e.target.checked })}
              />
              <span>
                <strong>{t(`profileEdit.flag.${flag}`)}</strong>
                <small>{t(`profileEdit.flag.${flag}.hint`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {problems.length > 0 ? (
          <ul className="profile-edit-problems" role="alert">
            {problems.map((p) => (
              <li key={`${p.kind}-${'which' in p ? p.which : ''}`}>{problemText(p)}</li>
            ))}
          </ul>
        ) : null}
        {saving ? (
          <UploadProgress
            progressKey={PROFILE_UPLOAD_KEY}
            label={t('profileEdit.saving')}
            className="profile-edit-progress"
          />
        ) : null}
        {result ? (
          <p
            className={result.ok ? 'profile-edit-saved' : 'profile-edit-error'}
            role={result.ok ? 'status' : 'alert'}
          >
            {result.message}
          </p>
        ) : null}
        <div className="profile-edit-actions">
          {source ? <Link href="/home">{t('profileEdit.cancel')}</Link> : null}
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? t('profileEdit.saving') : t('profileEdit.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
