// The server's announcements at the top of home, as Mastodon shows them: a toggle with the unread number, and a
// panel showing one announcement at a time with previous / next. Showing an unread one marks it read (dismiss), in
// every tab. The core's `announcements` view keeps it live (new, edited, deleted, reactions). Loaded after the
// first paint, so it costs the first bundle nothing.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import type { AnnouncementRow } from '../../../shared/protocol/announcements.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import { Announcement } from './Announcement.tsx';
import { clampIndex, firstShown, step } from './announcement-model.ts';
import './announcements.css';

const SPEC = { kind: 'announcements' } as const;

export function AnnouncementsPanel() {
  useSignals();
  const t = useT();
  const core = useCore();
  const store = core.useView(SPEC);
  const panelId = useId();
  const rows = store.keys.value
    .map((k) => store.row(k)?.value)
    .filter((r): r is AnnouncementRow => r?.kind === 'announcement');
  const unread = store.meta.value.unread;
  const ready = store.ready.value;
  // Open by itself when something is unread as the list arrives; the user's toggle decides after that.
  const [open, setOpen] = useState<boolean | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const shownOpen = open ?? unread > 0;
  const at = clampIndex(index ?? firstShown(rows), rows.length);
  const current = rows[at];

  // What is shown is read: dismissed once, in the core, for every tab.
  useEffect(() => {
    if (shownOpen && current && !current.read)
      void core.intent({ type: 'announcement.dismiss', announcementId: current.announcementId });
  }, [shownOpen, current, core]);

  // Fixed once the list is there, so a dismissal does not move the reader to another announcement.
  useEffect(() => {
    if (ready && index === null && rows.length > 0) setIndex(firstShown(rows));
  }, [ready, index, rows]);

  if (rows.length === 0) return null;
  return (
    <div className="announcements">
      <button
        type="button"
        className="announcements-toggle"
        aria-expanded={shownOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!shownOpen)}
      >
        {shownOpen ? t('announcements.hide') : t('announcements.show')}
        {unread > 0 ? (
          <>
            <span className="badge" aria-hidden="true">
              {t('announcements.badge', { n: unread })}
            </span>
            <span className="visually-hidden"> {t('announcements.unreadCount', { n: unread })}</span>
          </>
        ) : null}
      </button>
      {shownOpen && current ? (
        <section id={panelId} className="announcements-panel" aria-label={t('announcements.title')}>
          <Announcement row={current} />
          {rows.length > 1 ? (
            <div className="announcements-pager">
              <button
                type="button"
                aria-label={t('announcements.previous')}
                title={t('announcements.previous')}
                onClick={() => setIndex(step(at, rows.length, -1))}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <span className="announcements-position">
                {t('announcements.position', { index: at + 1, total: rows.length })}
              </span>
              <button
                type="button"
                aria-label={t('announcements.next')}
                title={t('announcements.next')}
                onClick={() => setIndex(step(at, rows.length, 1))}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
