// Installs the document's shortcut listener (hotkeys.ts) once for the tab, with the keys pressed before it was there
// (early-keys.ts), and shows the shortcut help on `?` (its module is fetched the first time it opens).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCore } from '../core-context.tsx';
import { useNavigate } from '../in-app-links.tsx';
import { takeEarlyKeys } from './early-keys.ts';
import { installHotkeys } from './hotkeys.ts';

const KeyboardHelpDialog = lazy(() => import('../../views/keyboard/KeyboardHelpDialog.tsx'));

export function Hotkeys() {
  const core = useCore();
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const acct = useRef(() => core.global.peek().identity.acct);
  acct.current = () => core.global.peek().identity.acct;
  useEffect(
    () =>
      installHotkeys({
        doc: document,
        now: () => performance.now(),
        navigate,
        acct: () => acct.current(),
        openHelp: () => setHelp(true),
        early: takeEarlyKeys(),
      }),
    [navigate],
  );
  return help ? (
    <Suspense fallback={null}>
      <KeyboardHelpDialog onClose={() => setHelp(false)} />
    </Suspense>
  ) : null;
}
