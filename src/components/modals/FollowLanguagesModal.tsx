// "Choose languages…" of a follow, from the profile's menu: the languages whose posts by this account reach home.
// None chosen means all of them (the API's empty languages[]). Saving sends a follow with languages to the core,
// which updates the relationship in every tab; the server then filters home by them.
import { useState } from 'react';
import type { RelationshipAction } from '../../../shared/protocol/profile.ts';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { currentLocale, useT } from '../../i18n/index.ts';
import { languageChoices, languageName, withLanguage } from './follow-languages.ts';
import './modals.css';

export function FollowLanguagesModal({
  acct,
  current,
  act,
  onClose,
  returnFocus,
}: {
  acct: string;
  /** The follow's languages now (null: all). */
  current: string[] | null | undefined;
  act: (a: RelationshipAction) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}) {
  const t = useT();
  const order = languageChoices(current);
  const [chosen, setChosen] = useState<string[]>(() => withLanguage(current ?? [], '', false, order));
  const locale = currentLocale().locale;
  return (
    <Dialog
      title={t('modals.languagesTitle', { acct })}
      onClose={onClose}
      className="languages-modal"
      {...(returnFocus ? { returnFocus } : {})}
    >
      <p className="modal-text">{t('modals.languagesText')}</p>
      <fieldset className="modal-languages" aria-label={t('modals.languagesTitle', { acct })}>
        {order.map((code) => (
          <label key={code}>
            <input
              type="checkbox"
              value={code}
              checked={chosen.includes(code)}
              onChange={(e) => setChosen((c) => withLanguage(c, code, e.target.checked, order))}
            />
            <span>{languageName(code, locale)}</span>
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <Button onClick={onClose}>{t('modals.cancel')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            onClose();
            act({ action: 'follow', languages: chosen });
          }}
        >
          {t('modals.languagesSave')}
        </Button>
      </div>
    </Dialog>
  );
}
