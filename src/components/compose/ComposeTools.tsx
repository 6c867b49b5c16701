// The compose box's tools row: attach media, poll, content warning, schedule, emoji, visibility, quote policy,
// language. Memoized over plain values and stable callbacks (use-stable.ts): a keystroke changes none of its
// props, so typing re-renders none of it (React would otherwise walk each select's options on every key, and the
// keystroke's garbage grows the collections whose pauses are longer over a big timeline; issue 20 item 5).
import { memo, useRef } from 'react';
import { VISIBILITIES } from '../../../shared/constants.ts';
import { type MessageId, useT } from '../../i18n/index.ts';
import { type ComposeDraft, defaultPoll, filesOf, type Visibility } from './compose-logic.ts';
import { EmojiButton } from './EmojiButton.tsx';
import { languageChoices } from './languages.ts';
import { ScheduleButton } from './later/ScheduleControls.tsx';
import { QuotePolicySelect } from './media-quote-parts.ts';

const VISIBILITY_LABELS: Record<Visibility, MessageId> = {
  public: 'post.visibility.public',
  unlisted: 'post.visibility.unlisted',
  private: 'post.visibility.private',
  direct: 'post.visibility.direct',
};

export interface ComposeToolsProps {
  /** The box's id (useId), for the labels' `htmlFor`. */
  id: string;
  hasPoll: boolean;
  mediaCount: number;
  uploadingCount: number;
  maxMedia: number;
  spoilerOn: boolean;
  scheduledAt: string | null;
  editId: string | null;
  visibility: Visibility;
  quotedStatusId: string | null;
  quotePolicy: ComposeDraft['quotePolicy'];
  language: string;
  defaultLanguage: string;
  /** Stable callbacks (use-stable.ts). */
  onUpdate: (patch: Partial<ComposeDraft>) => void;
  onSchedule: (scheduledAt: string | null) => void;
  onAttach: (files: File[]) => void;
  onEmoji: (text: string) => void;
}

export const ComposeTools = memo(function ComposeTools(p: ComposeToolsProps) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement | null>(null);
  return (
    <div className="compose-bar">
      <input
        ref={fileInput}
        type="file"
        className="visually-hidden"
        aria-label={t('compose.attachFiles')}
        accept="image/*,video/*,audio/*"
        multiple
        onChange={(e) => {
          p.onAttach(filesOf(e.target.files));
          e.target.value = '';
        }}
      />
      <button
        type="button"
        className="compose-attach with-icon icon-image"
        aria-label={t('compose.mediaLabel')}
        title={t('compose.addMedia')}
        disabled={p.hasPoll || p.mediaCount + p.uploadingCount >= p.maxMedia}
        onClick={() => fileInput.current?.click()}
      >
        {/* A word, not an emoji: a system without an emoji font shows an empty box. */}
        {t('compose.media')}
      </button>
      <button
        type="button"
        className="compose-poll-toggle with-icon icon-poll"
        aria-pressed={p.hasPoll}
        disabled={p.mediaCount > 0 || p.uploadingCount > 0}
        onClick={() => p.onUpdate({ poll: p.hasPoll ? null : defaultPoll() })}
      >
        {t('compose.poll')}
      </button>
      <button
        type="button"
        className="compose-cw with-icon icon-warning"
        aria-pressed={p.spoilerOn}
        onClick={() => p.onUpdate({ spoilerOn: !p.spoilerOn })}
      >
        {t('compose.cw')}
      </button>
      <ScheduleButton draft={{ scheduledAt: p.scheduledAt, editId: p.editId }} onChange={p.onSchedule} />
      <EmojiButton onPick={p.onEmoji} />
      <label htmlFor={`${p.id}-vis`} className="visually-hidden">
        {t('compose.visibility')}
      </label>
      <select
        id={`${p.id}-vis`}
        value={p.visibility}
        onChange={(e) => p.onUpdate({ visibility: e.target.value as Visibility })}
      >
        {VISIBILITIES.map((v) => (
          <option key={v} value={v}>
            {t(VISIBILITY_LABELS[v])}
          </option>
        ))}
      </select>
      <QuotePolicySelect
        draft={{
          quotedStatusId: p.quotedStatusId,
          quotePolicy: p.quotePolicy,
          visibility: p.visibility,
          editId: p.editId,
        }}
        onChange={p.onUpdate}
      />
      <label htmlFor={`${p.id}-lang`} className="visually-hidden">
        {t('compose.language')}
      </label>
      <select
        id={`${p.id}-lang`}
        className="compose-language"
        value={p.language}
        onChange={(e) => p.onUpdate({ language: e.target.value })}
      >
        {languageChoices(p.language, p.defaultLanguage).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
});
