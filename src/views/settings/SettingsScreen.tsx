// /settings: the user's settings, a screen of sections. Each section is a Card with its own heading; the language
// comes first; each section is its own component file (other sections are added to SECTIONS the same way).
import type { ComponentType } from 'react';
import { type MessageId, useT } from '../../i18n/index.ts';
import { AccountSection } from './AccountSection.tsx';
import { AppearanceSection } from './AppearanceSection.tsx';
import { ConfirmationsSection } from './ConfirmationsSection.tsx';
import { FiltersSection } from './FiltersSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { MediaSection } from './MediaSection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { PostingSection } from './PostingSection.tsx';
import './settings.css';
import './sections.css';

/** The sections in order: a heading (its id names the region) and the component that draws the section's body. */
const SECTIONS: readonly { id: string; title: MessageId; Body: ComponentType<{ headingId: string }> }[] = [
  { id: 'settings-language', title: 'settings.language', Body: LanguageSection },
  { id: 'settings-appearance', title: 'prefs.appearance', Body: AppearanceSection },
  { id: 'settings-media', title: 'prefs.media', Body: MediaSection },
  { id: 'settings-posting', title: 'prefs.posting', Body: PostingSection },
  { id: 'settings-notifications', title: 'prefs.notifications', Body: NotificationsSection },
  { id: 'settings-confirmations', title: 'modals.settingsTitle', Body: ConfirmationsSection },
  { id: 'settings-filters', title: 'prefs.filters', Body: FiltersSection },
  { id: 'settings-account', title: 'prefs.account', Body: AccountSection },
];

export default function SettingsScreen() {
  const t = useT();
  return (
    <section className="view-screen settings-screen" aria-labelledby="settings-title">
      <h2 className="column-title" id="settings-title">
        {t('settings.title')}
      </h2>
      <div className="settings-sections">
        {SECTIONS.map(({ id, title, Body }) => (
          <section key={id} className="card settings-section" aria-labelledby={id}>
            <h3 className="settings-section-title" id={id}>
              {t(title)}
            </h3>
            <Body headingId={id} />
          </section>
        ))}
      </div>
    </section>
  );
}
