// The compose box: text, content warning, media with alt text, a poll, language and visibility. Its state is its
// own (useState), so typing re-renders this component only, never a timeline; where the draft is kept (the core,
// debounced, and the tab's own copy; one compose session per tab) is use-draft-sync.ts. Uploads run in the core (`media.upload`,
// `media.wait`); the tab shows the picked file as an object URL meanwhile. 'Post' sends `compose.submit`: success
// resets the form, failure keeps everything. The rules are plain functions in compose-logic.ts.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { DEBOUNCE_MS } from '../../../shared/constants.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import {
  type ComposeDraft,
  canSubmit,
  charactersLeft,
  composeLimits,
  draftDefaults,
  editDraft,
  emptyDraft,
  filesOf,
  removeMedia,
  updateMedia,
} from './compose-logic.ts';
import './compose.css';
import { useT } from '../../i18n/index.ts';
import { CharCounter } from './CharCounter.tsx';
import { ComposeTools } from './ComposeTools.tsx';
import { scopedDraftId, tabComposeSession } from './compose-session.ts';
import { useEarlyCompose } from './early-compose.ts';
import { LaterFooter } from './later/LaterFooter.tsx';
import { submitLabel, useComposeLater } from './later/use-compose-later.ts';
import { MediaList } from './MediaList.tsx';
import { moveMedia, QuotingThis, useAltReminder } from './media-quote-parts.ts';
import { PollEditor } from './PollEditor.tsx';
import { showPostedToast } from './posted-toast.ts';
import { ReplyingTo } from './ReplyingTo.tsx';
import { useComposeSuggest } from './suggest/use-compose-suggest.tsx';
import { shownUploadError } from './upload-notice.ts';
import { useDraftSync } from './use-draft-sync.ts';
import { useStable } from './use-stable.ts';
import { useComposeUploads } from './use-uploads.ts';

export function ComposeBox({
  draftId: requestedId,
  inReplyToId = null,
  seedText = null,
  onPosted,
  onCancel,
  debounceMs = DEBOUNCE_MS,
}: {
  draftId: string;
  /** A reply: without a saved draft, the core builds one from the post (mentions, visibility). */
  inReplyToId?: string | null;
  /** The text a new draft starts with (a mention, a shared page). */
  seedText?: string | null;
  onPosted?: () => void;
  /** Shown as 'Cancel' (replies, edits, redrafts): the form resets and this runs. */
  onCancel?: () => void;
  debounceMs?: number;
}) {
  useSignals();
  const core = useCore();
  const t = useT();
  const settings = useComputed(() => core.global.value.settings as Record<string, unknown>).value;
  const max = useComputed(() => core.global.value.maxCharacters).value;
  const defaults = draftDefaults(settings);
  const limits = composeLimits(settings);
  // This tab's own compose session (compose-session.ts): another tab's box never writes over this one's draft.
  const draftId = scopedDraftId(requestedId, tabComposeSession());
  const { draft, setDraft, current, saveNow, startOver } = useDraftSync({
    core,
    draftId,
    inReplyToId,
    seedText,
    defaults,
    debounceMs,
  });
  const later = useComposeLater(core);
  const [submitting, setSubmitting] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [quoteBlocked, setQuoteBlocked] = useState(false);
  const altReminder = useAltReminder(settings);
  const id = useId();

  const update = (patch: Partial<ComposeDraft>) =>
    setDraft((d) => editDraft(d, patch, Math.random, defaults));
  // The tools row (ComposeTools.tsx) gets callbacks that keep their identity, so a keystroke re-renders none of it.
  const stableUpdate = useStable(update);
  // Suggestions while typing and emoji put in at the caret: text edits like any other (a new idempotency key).
  const suggest = useComposeSuggest({ text: draft.text, onEdit: (text) => update({ text }) });
  // What was typed into the stand-in before this box arrived (src/layouts/ComposeStandIn.tsx).
  useEarlyCompose(
    suggest.textareaProps.ref,
    () => current.current.text,
    (text) => update({ text }),
    (el) => suggest.typed(el),
  );

  const { uploading, uploadError, setUploadError, thumbs, dropThumb, attach } = useComposeUploads({
    draftId,
    current,
    setDraft,
    defaults,
    maxMedia: limits.maxMediaAttachments,
  });

  const stableSchedule = useStable((at: string | null) => later.schedule(update, at));
  const stableAttach = useStable(attach);
  const stableEmoji = useStable(suggest.insert);

  const left = charactersLeft(draft, max, limits.charactersReservedPerUrl);
  const shownError = shownUploadError(uploadError, draft, uploading.length, limits.maxMediaAttachments);
  const sendable = canSubmit(draft, max, submitting, uploading.length) && !quoteBlocked;

  const reset = () => {
    for (const m of current.current.media) dropThumb(m.id);
    startOver(emptyDraft(defaults));
    setUploadError(null);
  };

  const submit = async () => {
    if (!canSubmit(draft, max, submitting, uploading.length) || quoteBlocked || !later.allow(draft)) return;
    if (!(await altReminder.confirm(current.current.media))) return;
    setSubmitting(true);
    await saveNow();
    const result = await core.intent({ type: 'compose.submit', draftId });
    setSubmitting(false);
    if (result.ok) {
      later.posted(draft);
      const edited = current.current.editId !== null;
      reset();
      showPostedToast(result.value, edited);
      onPosted?.();
    }
  };

  const cancel = () => {
    reset();
    void core.intent({ type: 'draft.save', draftId, draft: null });
    onCancel?.();
  };

  return (
    <form
      className={dragging ? 'compose dragging' : 'compose'}
      aria-label={draft.editId ? t('compose.editPost') : t('compose.newPost')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        const files = filesOf(e.dataTransfer.files);
        setDragging(false);
        if (files.length === 0) return;
        e.preventDefault();
        attach(files);
      }}
    >
      {draft.editId ? <p className="compose-mode">{t('compose.editing')}</p> : null}
      {draft.inReplyToId && !draft.editId ? (
        <ReplyingTo statusId={draft.inReplyToId} onCancel={() => update({ inReplyToId: null })} />
      ) : null}
      <QuotingThis draft={draft} onChange={update} onBlocked={setQuoteBlocked} />
      {draft.spoilerOn ? (
        <input
          className="compose-spoiler"
          type="text"
          dir="auto"
          placeholder={t('compose.spoiler')}
          aria-label={t('compose.spoiler')}
          value={draft.spoilerText}
          onChange={(e) => update({ spoilerText: e.target.value })}
        />
      ) : null}
      <textarea
        className="compose-text"
        dir="auto"
        aria-label={t('compose.text')}
        placeholder={t('compose.text')}
        value={draft.text}
        rows={5}
        {...suggest.textareaProps}
        onChange={(e) => {
          update({ text: e.target.value });
          suggest.typed(e.target);
        }}
        onPaste={(e) => {
          const files = filesOf(e.clipboardData?.files);
          if (files.length === 0) return;
          e.preventDefault();
          attach(files);
        }}
        onKeyDown={(e) => {
          if (suggest.keyDown(e)) return;
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
      />
      {suggest.popup}
      <MediaList
        media={draft.media}
        uploading={uploading}
        thumbnails={thumbs.current}
        draftId={draftId}
        editing={draft.editId !== null}
        onMove={(mediaId, to) => setDraft((d) => moveMedia(d, mediaId, to))}
        onEdited={(mediaId, patch) => setDraft((d) => updateMedia(d, mediaId, patch))}
        onDescribe={(mediaId, description) => setDraft((d) => updateMedia(d, mediaId, { description }))}
        onDescribed={(mediaId) => {
          // A post being edited sends alt text with the edit (media_attributes); a new one sets it on the media.
          const m = current.current.media.find((x) => x.id === mediaId);
          if (m && !current.current.editId)
            void core.intent({ type: 'media.describe', mediaId, description: m.description });
        }}
        onRemove={(mediaId) => {
          dropThumb(mediaId);
          setDraft((d) => removeMedia(d, mediaId));
        }}
      />
      {shownError ? (
        <p className="compose-error" role="alert">
          {coreMessage(shownError)}
        </p>
      ) : null}
      {draft.poll ? (
        <PollEditor
          poll={draft.poll}
          maxOptions={limits.pollMaxOptions}
          onChange={(poll) => update({ poll })}
        />
      ) : null}
      <ComposeTools
        id={id}
        hasPoll={draft.poll !== null}
        mediaCount={draft.media.length}
        uploadingCount={uploading.length}
        maxMedia={limits.maxMediaAttachments}
        spoilerOn={draft.spoilerOn}
        scheduledAt={draft.scheduledAt ?? null}
        editId={draft.editId}
        visibility={draft.visibility}
        quotedStatusId={draft.quotedStatusId}
        quotePolicy={draft.quotePolicy}
        language={draft.language}
        defaultLanguage={defaults.language}
        onUpdate={stableUpdate}
        onSchedule={stableSchedule}
        onAttach={stableAttach}
        onEmoji={stableEmoji}
      />
      <div className="compose-bar">
        {draft.media.length > 0 ? (
          <label className="compose-sensitive">
            <input
              type="checkbox"
              checked={draft.sensitive}
              // With a content warning the media is hidden anyway: sensitive, not to be unticked.
              disabled={draft.spoilerOn}
              onChange={(e) => update({ sensitive: e.target.checked })}
            />{' '}
            {t('compose.sensitive')}
          </label>
        ) : null}
        <LaterFooter
          later={later}
          draft={draft}
          busy={submitting}
          onRemoveTime={() => later.schedule(update, null)}
          onSaveDraft={() => void later.putAside(current.current).then((kept) => kept && cancel())}
        />
        <CharCounter left={left} max={max} />
        {onCancel ? (
          <button type="button" className="compose-cancel" onClick={cancel}>
            {t('compose.cancel')}
          </button>
        ) : null}
        {altReminder.dialog}
        <button type="submit" className="compose-post" disabled={!sendable}>
          {t(submitLabel(draft))}
        </button>
      </div>
    </form>
  );
}
