// Filters: they have their own screen (/filters, as on Mastodon); the settings only lead there.
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';

export function FiltersSection() {
  const t = useT();
  return (
    <div className="settings-groups">
      <p className="settings-hint">{t('prefs.filtersHint')}</p>
      <Link href="/filters" className="settings-link">
        {t('prefs.filtersLink')}
      </Link>
    </div>
  );
}
