// The phone layout's back button, shown on pushed screens (a post, a profile, a list…) beside the search field.
import { useLocation } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { backTarget, isPushedScreen } from './pushed-screen.ts';

export function BackButton() {
  const [path, navigate] = useLocation();
  const t = useT();
  if (!isPushedScreen(path)) return null;
  return (
    <button
      type="button"
      className="back-button"
      aria-label={t('shell.back')}
      title={t('shell.back')}
      onClick={() => {
        const to = backTarget(history.state);
        if (to === 'history') history.back();
        else navigate(to, { replace: true });
      }}
    >
      <span className="icon icon-back" aria-hidden="true" />
    </button>
  );
}
