// Your own profile, edited: the form's start (GET verify_credentials with its raw `source`, and the limits of the
// instance configuration), and the save (PATCH update_credentials as multipart, pictures included). A saved account
// is handed to `onUpdated`, which shows it everywhere (identity, profile views, posts) in every tab at once. A failed
// save changes nothing and answers the server's reason; the tab keeps what was typed.

import { PROFILE_UPLOAD_KEY } from '../../shared/compose/upload-progress.ts';
import type { IntentResult, PostingDefaultsPatch } from '../../shared/protocol/intents.ts';
import {
  DEFAULT_PROFILE_LIMITS,
  type ProfileLimits,
  type ProfilePatch,
  type ProfileSource,
} from '../../shared/protocol/profile-edit.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { Account } from '../../shared/wire/entities.ts';
import { toAlert } from '../api/alerts.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { postingDefaultsForm } from './posting-defaults.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown, d = '') => (typeof v === 'string' ? v : d);
const bool = (v: unknown) => v === true;
const posInt = (v: unknown, d: number) =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : d;

/** The limits of an instance (v2) answer; the defaults where it says nothing. */
export function limitsOf(instance: unknown): ProfileLimits {
  const config = obj(obj(instance).configuration);
  const accounts = obj(config.accounts);
  const media = obj(config.media_attachments);
  const types = Array.isArray(media.supported_mime_types)
    ? media.supported_mime_types.filter((t): t is string => typeof t === 'string' && t.startsWith('image/'))
    : [];
  const d = DEFAULT_PROFILE_LIMITS;
  return {
    maxFields: posInt(accounts.max_profile_fields, d.maxFields),
    maxNameLength: posInt(accounts.max_display_name_length, d.maxNameLength),
    maxNoteLength: posInt(accounts.max_note_length, d.maxNoteLength),
    imageSizeLimit: posInt(media.image_size_limit, d.imageSizeLimit),
    imageTypes: types.length > 0 ? types : d.imageTypes,
  };
}

/** The form's start from a credential account: the raw note and fields of `source`, not their HTML. */
export function toProfileSource(credential: unknown, limits: ProfileLimits): ProfileSource | null {
  const a = obj(credential);
  if (typeof a.id !== 'string') return null;
  const source = obj(a.source);
  const rawFields = Array.isArray(source.fields) ? source.fields : Array.isArray(a.fields) ? a.fields : [];
  return {
    displayName: str(a.display_name),
    note: str(source.note, ''),
    fields: rawFields.map((f) => ({ name: str(obj(f).name), value: str(obj(f).value) })),
    locked: bool(a.locked),
    bot: bool(a.bot),
    discoverable: bool(source.discoverable ?? a.discoverable),
    indexable: bool(source.indexable ?? a.indexable),
    hideCollections: bool(source.hide_collections ?? a.hide_collections),
    avatar: str(a.avatar),
    header: str(a.header),
    limits,
  };
}

/** The multipart body of update_credentials, as Mastodon reads it (fields_attributes[i][name]). */
export function profileForm(patch: ProfilePatch): FormData {
  const form = new FormData();
  form.set('display_name', patch.displayName);
  form.set('note', patch.note);
  const flag = (name: string, v: boolean) => form.set(name, v ? 'true' : 'false');
  flag('locked', patch.locked);
  flag('bot', patch.bot);
  flag('discoverable', patch.discoverable);
  flag('indexable', patch.indexable);
  flag('hide_collections', patch.hideCollections);
  const fields = patch.fields.filter((f) => f.name.trim() !== '' || f.value.trim() !== '');
  fields.forEach((f, i) => {
    form.set(`fields_attributes[${i}][name]`, f.name);
    form.set(`fields_attributes[${i}][value]`, f.value);
  });
  // No field left: one empty pair clears them (an absent key would keep the old ones).
  if (fields.length === 0) {
    form.set('fields_attributes[0][name]', '');
    form.set('fields_attributes[0][value]', '');
  }
  if (patch.avatar) form.set('avatar', patch.avatar, 'avatar');
  if (patch.header) form.set('header', patch.header, 'header');
  return form;
}

export function createProfileEditor(deps: {
  /** Pictures' bytes sent are published under PROFILE_UPLOAD_KEY (worker/compose/upload-progress.ts). */
  request: (spec: RequestSpec & { progressKey?: string }) => Promise<RawResult>;
  onUpdated: (account: Account) => void;
}) {
  return {
    async source(): Promise<IntentResult> {
      const [cred, instance] = await Promise.all([
        deps.request({
          call: 'accounts.verifyCredentials',
          method: 'GET',
          path: '/api/v1/accounts/verify_credentials',
        }),
        deps.request({ call: 'instance.get', method: 'GET', path: '/api/v2/instance' }),
      ]);
      if (!cred.ok) return { ok: false, alert: toAlert(cred.error) };
      const value = toProfileSource(cred.answer.body, limitsOf(instance.ok ? instance.answer.body : null));
      if (!value)
        return {
          ok: false,
          alert: {
            title: coreText('core.profile.loadFailedTitle'),
            message: coreText('core.load.unreadable'),
          },
        };
      return { ok: true, value };
    },
    async save(patch: ProfilePatch): Promise<IntentResult> {
      const r = await deps.request({
        call: 'accounts.updateCredentials',
        method: 'PATCH',
        path: '/api/v1/accounts/update_credentials',
        form: profileForm(patch),
        ...(patch.avatar || patch.header ? { progressKey: PROFILE_UPLOAD_KEY } : {}),
      });
      if (!r.ok) return { ok: false, alert: toAlert(r.error) };
      const account = r.answer.body as Account;
      if (typeof account?.id !== 'string')
        return {
          ok: false,
          alert: { title: coreText('core.profile.notSavedTitle'), message: coreText('core.load.unreadable') },
        };
      deps.onUpdated(account);
      return { ok: true, value: toProfileSource(account, limitsOf(null)) };
    },
    /** The posting defaults kept by the server; the account it answers carries them to every tab. */
    async saveDefaults(patch: PostingDefaultsPatch): Promise<IntentResult> {
      const form = postingDefaultsForm(patch);
      if (!form) return { ok: false, alert: null };
      const r = await deps.request({
        call: 'accounts.updateCredentials',
        method: 'PATCH',
        path: '/api/v1/accounts/update_credentials',
        form,
      });
      if (!r.ok) return { ok: false, alert: toAlert(r.error) };
      const account = r.answer.body as Account;
      if (typeof account?.id !== 'string')
        return {
          ok: false,
          alert: { title: coreText('core.profile.notSavedTitle'), message: coreText('core.load.unreadable') },
        };
      deps.onUpdated(account);
      return { ok: true };
    },
  };
}

export type ProfileEditor = ReturnType<typeof createProfileEditor>;
