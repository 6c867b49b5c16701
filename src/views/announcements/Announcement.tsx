// One announcement: its content (sanitized in the core, custom emoji as images), its dates, and its reactions, each
// a toggle (clicking adds the user's reaction, clicking again removes it), with the button that opens the emoji
// picker (loaded on demand) to add another.
import { lazy, Suspense, useRef, useState } from 'react';
import type { AnnouncementRow } from '../../../shared/protocol/announcements.ts';
import { useCore } from '../../app/core-context.tsx';
import { ContentTree } from '../../components/content/ContentTree.tsx';
import { useT } from '../../i18n/index.ts';
import { announcementDates, reactionLook } from './announcement-model.ts';

const EmojiPicker = lazy(() => import('../../components/emoji-picker/EmojiPicker.tsx'));

function Dates({ row }: { row: AnnouncementRow }) {
  const t = useT();
  const { period, published } = announcementDates(row);
  return (
    <p className="announcement-dates">
      {period?.start && period.end
        ? t('announcements.period', { start: period.start, end: period.end })
        : period?.start
          ? t('announcements.startsOn', { start: period.start })
          : period?.end
            ? t('announcements.endsOn', { end: period.end })
            : null}
      {period ? ' · ' : null}
      <time dateTime={published}>{t('announcements.published', { at: published })}</time>
    </p>
  );
}

export function Announcement({ row }: { row: AnnouncementRow }) {
  const t = useT();
  const core = useCore();
  const [picking, setPicking] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const react = (name: string, value: boolean) =>
    void core.intent({ type: 'announcement.react', announcementId: row.announcementId, name, value });
  const closePicker = () => {
    setPicking(false);
    addButton.current?.focus();
  };
  return (
    <article className="announcement" aria-label={t('announcements.title')}>
      <div className="announcement-content">
        <ContentTree nodes={row.content} />
      </div>
      <Dates row={row} />
      <div className="announcement-reactions">
        {row.reactions.map((r) => {
          const look = reactionLook(r, false);
          const name = look.kind === 'image' ? look.alt : look.text;
          return (
            <button
              key={r.name}
              type="button"
              className={r.me ? 'reaction mine' : 'reaction'}
              aria-pressed={r.me}
              aria-label={t('announcements.reactionCount', { name, n: r.count })}
              title={t('announcements.reactionCount', { name, n: r.count })}
              onClick={() => react(r.name, !r.me)}
            >
              {look.kind === 'image' ? (
                <img src={look.url} alt={look.alt} width={18} height={18} />
              ) : (
                <span className={look.kind === 'name' ? 'reaction-name' : 'reaction-emoji'}>{look.text}</span>
              )}
              <span className="reaction-count">{t('announcements.badge', { n: r.count })}</span>
            </button>
          );
        })}
        <span className="announcement-add">
          <button
            ref={addButton}
            type="button"
            className="reaction add"
            aria-label={t('announcements.addReaction')}
            title={t('announcements.addReaction')}
            aria-expanded={picking}
            onClick={() => setPicking((p) => !p)}
          >
            <span aria-hidden="true">+</span>
          </button>
          {picking ? (
            <Suspense fallback={<span className="emoji-picker-loading">{t('emojiPicker.loading')}</span>}>
              <EmojiPicker
                onClose={closePicker}
                onPick={(p) => {
                  const held = row.reactions.find((r) => r.name === p.name);
                  if (!held?.me) react(p.name, true);
                  closePicker();
                }}
              />
            </Suspense>
          ) : null}
        </span>
      </div>
    </article>
  );
}
