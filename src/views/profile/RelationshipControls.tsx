// The relationship button (Follow / Requested / Following / Follow back / Unblock / Unmute), the bell, and the menu
// of the other actions. Block, mute and domain block ask first in their dialog; everything else acts at once.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useRef, useState } from 'react';
import {
  type ProfileRow,
  type RelationshipAction,
  relationshipButton,
} from '../../../shared/protocol/profile.ts';
import { shouldConfirm } from '../../../shared/settings/confirmations.ts';
import { useCore } from '../../app/core-context.tsx';
import { useOpenMention } from '../../components/compose/open-mention.ts';
import { t, useT } from '../../i18n/index.ts';
import { AddToListEntry, addToListItem } from '../lists/profile-lists.tsx';
import { linkItems } from './profile-links.ts';
import { type DialogKind, RelationshipDialog } from './RelationshipDialogs.tsx';

/** What the main button does in each state. */
export function mainAction(row: ProfileRow): RelationshipAction {
  const r = row.relationship;
  if (r?.blocking) return { action: 'unblock' };
  if (r?.muting) return { action: 'unmute' };
  if (r?.following || r?.requested) return { action: 'unfollow' };
  return { action: 'follow' };
}

interface MenuItem {
  label: string;
  run: () => void;
}

function menuItems(
  row: ProfileRow,
  act: (a: RelationshipAction) => void,
  ask: (k: DialogKind) => void,
  mention: (direct: boolean) => void,
) {
  const r = row.relationship;
  const items: MenuItem[] = [];
  // First, as in Mastodon's menu: write to them (compose opens on `@acct `; the private one as a direct message).
  items.push({ label: t('composeSuggest.mention', { acct: row.account.acct }), run: () => mention(false) });
  items.push({ label: t('composeSuggest.direct', { acct: row.account.acct }), run: () => mention(true) });
  if (r?.following) {
    items.push({
      label: r.showingReblogs ? t('profile.hideBoosts') : t('profile.showBoosts'),
      run: () => act({ action: 'follow', reblogs: !r.showingReblogs }),
    });
    items.push({ label: t('modals.languagesItem'), run: () => ask('languages') });
    items.push({
      label: r.endorsed ? t('profile.unfeature') : t('profile.feature'),
      run: () => act({ action: r.endorsed ? 'unendorse' : 'endorse' }),
    });
  }
  if (r?.followedBy)
    items.push({ label: t('profile.removeFollower'), run: () => act({ action: 'removeFromFollowers' }) });
  // (Lists: "Add to list…" goes here, beside the other ways to sort the account.)
  items.push(...linkItems(row));
  items.push(
    r?.muting
      ? { label: t('profile.unmuteAcct', { acct: row.account.acct }), run: () => act({ action: 'unmute' }) }
      : { label: t('profile.muteAcct', { acct: row.account.acct }), run: () => ask('mute') },
  );
  items.push(
    r?.blocking
      ? { label: t('profile.unblockAcct', { acct: row.account.acct }), run: () => act({ action: 'unblock' }) }
      : { label: t('profile.blockAcct', { acct: row.account.acct }), run: () => ask('block') },
  );
  items.push({ label: t('report.menuItem', { acct: row.account.acct }), run: () => ask('report') });
  if (row.domain) {
    items.push(
      r?.domainBlocking
        ? {
            label: t('profile.unblockDomainNamed', { domain: row.domain }),
            run: () => act({ action: 'unblockDomain' }),
          }
        : { label: t('profile.blockDomainNamed', { domain: row.domain }), run: () => ask('blockDomain') },
    );
  }
  return items;
}

export function RelationshipControls({
  row,
  act,
}: {
  row: ProfileRow;
  act: (a: RelationshipAction) => void;
}) {
  useSignals();
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  // The menu item that opened a dialog is gone once the menu closes: focus returns to the menu's button.
  const menuButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useCallback(() => menuButton.current, []);
  const r = row.relationship;
  const t = useT();
  const core = useCore();
  // Unfollowing asks first unless that confirmation is turned off (section 7); a pending request is withdrawn at once.
  const confirmUnfollow = useComputed(() => shouldConfirm(core.global.value.settings, 'unfollow')).value;
  const label = t(`profile.button.${relationshipButton(r)}`);
  const acct = `@${row.account.acct}`;
  const ask = (k: DialogKind | 'lists') => {
    setMenuOpen(false);
    if (k === 'lists') setListsOpen(true);
    else setDialog(k);
  };
  const openMention = useOpenMention();
  const items = menuItems(row, act, ask, (direct) => openMention(row.account.acct, direct));
  const [listsOpen, setListsOpen] = useState(false);
  if (r?.following) items.push(addToListItem(() => ask('lists')));
  return (
    <div className="profile-actions">
      <button
        type="button"
        className={`profile-follow ${r?.following || r?.requested ? 'is-on' : ''}`}
        disabled={!r}
        aria-label={t('profile.buttonFor', { action: label, acct })}
        onClick={() =>
          r?.following && !r.blocking && confirmUnfollow ? setDialog('unfollow') : act(mainAction(row))
        }
      >
        {label}
      </button>
      {r?.following ? (
        <button
          type="button"
          className="profile-bell"
          aria-pressed={r.notifying}
          aria-label={t('profile.notify', { acct })}
          onClick={() => act({ action: 'follow', notify: !r.notifying })}
        >
          {r.notifying ? '🔔' : '🔕'}
        </button>
      ) : null}
      <div className="profile-menu">
        <button
          ref={menuButton}
          type="button"
          aria-haspopup="true"
          aria-expanded={menuOpen}
          aria-label={t('profile.moreActions', { acct })}
          disabled={!r}
          onClick={() => setMenuOpen((o) => !o)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setMenuOpen(false);
          }}
        >
          ⋯
        </button>
        {menuOpen ? (
          <ul className="profile-menu-list">
            {items.map((item) => (
              <li key={item.label}>
                <button
                  type="button"
                  onClick={() => {
                    setMenuOpen(false);
                    item.run();
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') setMenuOpen(false);
                  }}
                >
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {listsOpen ? (
        <AddToListEntry
          accountId={row.account.id}
          acct={row.account.acct}
          onClose={() => setListsOpen(false)}
          returnFocus={returnFocus}
        />
      ) : null}
      {dialog ? (
        <RelationshipDialog
          kind={dialog}
          row={row}
          act={act}
          onClose={() => setDialog(null)}
          returnFocus={returnFocus}
        />
      ) : null}
    </div>
  );
}
