// Posting defaults: visibility, sensitive media and language, which the server keeps for the account (so every app
// of the user's uses them). Saved with `posting.defaults` (PATCH update_credentials source[…]); the account the
// server answers carries the new defaults to every tab's settings (`postingDefaults`) and to compose. The choice
// shows at once; if the server refuses, the core's alert says why and the section says it was not saved.
import { useState } from 'react';
import type { PostingDefaultsPatch } from '../../../shared/protocol/intents.ts';
import { useCore } from '../../app/core-context.tsx';
import { COMMON_LANGUAGE_CODES } from '../../components/compose/languages.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { Choices, Toggle } from './SettingsControls.tsx';
import { useSettings } from './use-settings.ts';

type Visibility = NonNullable<PostingDefaultsPatch['visibility']>;

/** Languages offered (every language picker offers the same); any other stored default is offered too. */
const LANGUAGES = COMMON_LANGUAGE_CODES;

interface PostingDefaults {
  visibility: Visibility;
  sensitive: boolean;
  language: string | null;
}

/** The defaults the core published from the account; null until the server has said. */
export function readPostingDefaults(settings: Record<string, unknown>): PostingDefaults | null {
  const p = settings.postingDefaults;
  if (typeof p !== 'object' || p === null) return null;
  const o = p as Record<string, unknown>;
  const visibility = o.visibility === 'unlisted' || o.visibility === 'private' ? o.visibility : 'public';
  return {
    visibility,
    sensitive: o.sensitive === true,
    language: typeof o.language === 'string' && o.language !== '' ? o.language : null,
  };
}

/** A language's name in the interface's language ("de" → "German", "Deutsch", "ドイツ語"); the code if unknown. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function PostingSection({ headingId }: { headingId: string }) {
  const t = useT();
  const { locale } = useLocale();
  const core = useCore();
  const { settings } = useSettings();
  const [state, setState] = useState<SaveState>('idle');
  const defaults = readPostingDefaults(settings);
  if (!defaults) return <p className="settings-hint">{t('prefs.postingUnknown')}</p>;
  const save = (patch: PostingDefaultsPatch) => {
    setState('saving');
    void core
      .intent({ type: 'posting.defaults', defaults: patch })
      .then((r) => setState(r.ok ? 'saved' : 'failed'))
      .catch(() => setState('failed'));
  };
  const languages =
    defaults.language && !LANGUAGES.includes(defaults.language)
      ? [defaults.language, ...LANGUAGES]
      : LANGUAGES;
  const languageId = `${headingId}-language`;
  return (
    <div className="settings-groups">
      <p className="settings-hint">{t('prefs.postingHint')}</p>
      <Choices<Visibility>
        name="defaultVisibility"
        legend={t('prefs.visibility')}
        value={defaults.visibility}
        options={[
          { value: 'public', label: t('prefs.visPublic') },
          { value: 'unlisted', label: t('prefs.visUnlisted') },
          { value: 'private', label: t('prefs.visPrivate') },
        ]}
        onChange={(visibility) => save({ visibility })}
      />
      <Toggle
        name="defaultSensitive"
        label={t('prefs.sensitive')}
        checked={defaults.sensitive}
        onChange={(sensitive) => save({ sensitive })}
      />
      <div className="settings-field">
        <label htmlFor={languageId}>{t('prefs.postLanguage')}</label>
        <select
          id={languageId}
          value={defaults.language ?? 'en'}
          onChange={(e) => save({ language: e.currentTarget.value })}
        >
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageName(code, locale)}
            </option>
          ))}
        </select>
      </div>
      <p className="settings-status" role="status">
        {state === 'saving'
          ? t('prefs.saving')
          : state === 'saved'
            ? t('prefs.saved')
            : state === 'failed'
              ? t('prefs.notSaved')
              : ''}
      </p>
    </div>
  );
}
