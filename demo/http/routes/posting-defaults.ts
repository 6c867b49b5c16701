// update_credentials' posting defaults, as Mastodon reads and checks them: source[privacy] (public, unlisted or
// private: a default of direct is refused), source[sensitive] and source[language] (a language code). Checked
// before anything changes, so a refused request leaves the account as it was.
import type { AccountRec } from '../../world/model.ts';
import { ApiError } from '../../world/world.ts';
import { bool, isFile, type Params, str } from '../params.ts';

const PRIVACIES = ['public', 'unlisted', 'private'] as const;

/** The account's posting defaults after the request's `source` is applied; undefined when it names none. */
export function postingDefaultsFrom(
  p: Params,
  before: AccountRec['postingDefaults'],
): AccountRec['postingDefaults'] | undefined {
  const raw = p.source;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || isFile(raw))
    throw new ApiError(422, 'Validation failed: source is not a set of settings');
  const privacy = str(raw, 'privacy');
  if (privacy !== undefined && !(PRIVACIES as readonly string[]).includes(privacy))
    throw new ApiError(422, 'Validation failed: Setting default privacy is not included in the list');
  const language = str(raw, 'language');
  if (language !== undefined && language !== '' && !/^[a-z]{2,3}$/.test(language))
    throw new ApiError(422, 'Validation failed: Setting default language is not included in the list');
  const sensitive = bool(raw, 'sensitive');
  const current = before ?? { privacy: 'public', sensitive: false, language: 'en' };
  return {
    privacy: (privacy as (typeof PRIVACIES)[number] | undefined) ?? current.privacy,
    sensitive: sensitive ?? current.sensitive,
    language: language === undefined ? current.language : language === '' ? null : language,
  };
}
