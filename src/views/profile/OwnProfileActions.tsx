// On your own profile, in place of the relationship button: Edit profile (/profile/edit).
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';

export function OwnProfileActions() {
  const t = useT();
  return (
    <div className="profile-own-actions">
      <Link href="/profile/edit" className="profile-edit-link">
        {t('profile2.editProfile')}
      </Link>
    </div>
  );
}
