// The shortcuts, listed by group: the help dialog (`?`) and the /keyboard-shortcuts screen show the same list.
import { Fragment } from 'react';
import { type MessageId, useT } from '../../i18n/index.ts';
import { SHORTCUT_GROUPS } from './help-list.ts';

/** Keys with a name, which keyboards print in the reader's language (Entrée, Échap); letters, arrows and signs are
 *  shown as they are. */
const KEY_NAMES: Readonly<Record<string, MessageId>> = { Enter: 'keyboard.keyEnter', Esc: 'keyboard.keyEsc' };

import './keyboard.css';

export function ShortcutList() {
  const t = useT();
  return (
    <div className="shortcut-groups">
      {SHORTCUT_GROUPS.map((group) => (
        <section key={group.title} className="shortcut-group">
          <h3 className="shortcut-group-title">{t(group.title)}</h3>
          <dl className="shortcut-list">
            {group.items.map((item) => (
              <div className="shortcut" key={item.label}>
                <dt className="shortcut-keys">
                  {item.keys.map((k, i) => (
                    <Fragment key={k}>
                      {i > 0 ? (
                        <span className="shortcut-sep">
                          {item.chord ? t('keyboard.then') : t('keyboard.or')}
                        </span>
                      ) : null}
                      <kbd>{KEY_NAMES[k] ? t(KEY_NAMES[k]) : k}</kbd>
                    </Fragment>
                  ))}
                </dt>
                <dd className="shortcut-label">{t(item.label)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
