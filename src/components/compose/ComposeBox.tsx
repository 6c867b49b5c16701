// The compose box: text, content warning, media with alt text, a poll, language and visibility. Its state is its
// own (useState), so typing re-renders this component only, never a timeline; the draft goes to the core debounced
// (`draft.save`) and comes back from it after a reload (`draft.load`). Uploads run in the core (`media.upload`,
// `media.wait`); the tab shows the picked file as an object URL meanwhile. 'Post' sends `compose.submit`: success
// resets the form, failure keeps everything. The rules are plain functions in compose-logic.ts.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { DEBOUNCE_MS, VISIBILITIES } from '../../../shared/constants.ts';
import { useCore } from '../../app/core-context.tsx';
import {
  addMedia,
  type ComposeDraft,
  canSubmit,
  charactersLeft,
  composeLimits,
  type DraftMedia,
  defaultPoll,
  draftDefaults,
  editDraft,
  emptyDraft,
  filesOf,
  refuseUpload,
  removeMedia,
  reviveDraft,
  updateMedia,
  type Visibility,
} from './compose-logic.ts';
import './compose.css';
import { languageChoices } from './languages.ts';
import { MediaList, type UploadingItem } from './MediaList.tsx';
import { PollEditor } from './PollEditor.tsx';

const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Followers only',
  direct: 'Mentioned people only',
};

let localIds = 0;

export function ComposeBox({
  draftId,
  inReplyToId = null,
  onPosted,
  onCancel,
  debounceMs = DEBOUNCE_MS,
}: {
  draftId: string;
  /** A reply: without a saved draft, the core builds one from the post (mentions, visibility). */
  inReplyToId?: string | null;
  onPosted?: () => void;
  /** Shown as 'Cancel' (replies, edits, redrafts): the form resets and this runs. */
  onCancel?: () => void;
  debounceMs?: number;
}) {
  useSignals();
  const core = useCore();
  const settings = useComputed(() => core.global.value.settings as Record<string, unknown>).value;
  const max = useComputed(() => core.global.value.maxCharacters).value;
  const defaults = draftDefaults(settings);
  const limits = composeLimits(settings);
  const [draft, setDraft] = useState<ComposeDraft>(() => ({
    ...emptyDraft(defaults),
    inReplyToId,
  }));
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState<UploadingItem[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The draft last handed to (or received from) the core; the initial draft is never sent (StrictMode runs
  // effects twice), and nothing the user has not touched is saved.
  const initial = useRef(draft);
  const lastSent = useRef(draft);
  const current = useRef(draft);
  current.current = draft;
  const pendingUploads = useRef(0);
  /** Object URLs of files picked here, by media id: thumbnails before (and instead of) the server's preview. */
  const thumbs = useRef(new Map<string, string>());
  const fileInput = useRef<HTMLInputElement | null>(null);

  // Restore: the core's saved draft for this id (after a reload, or built from a post by `compose.from`); a reply
  // with none asks the core to build one. Adopted only while the user has not started typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per draft id
  useEffect(() => {
    let live = true;
    const adopt = (v: unknown) => {
      const restored = live ? reviveDraft(v, defaults) : null;
      if (!restored || current.current !== initial.current) return false;
      lastSent.current = restored;
      initial.current = restored;
      setDraft(restored);
      return true;
    };
    void core.intent({ type: 'draft.load', draftId }).then((r) => {
      if (r.ok && r.value && adopt(r.value)) return;
      if (live && inReplyToId)
        void core
          .intent({ type: 'compose.from', draftId, statusId: inReplyToId, mode: 'reply' })
          .then((rr) => rr.ok && adopt(rr.value));
    });
    return () => {
      live = false;
    };
  }, [draftId]);

  // Debounced draft save: the core owns drafts (one per compose session), so other tabs never clobber it.
  useEffect(() => {
    if (draft === lastSent.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      lastSent.current = draft;
      void core.intent({ type: 'draft.save', draftId, draft });
    }, debounceMs);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [draft, draftId, core, debounceMs]);

  // Thumbnails' object URLs die with the box.
  useEffect(
    () => () => {
      for (const url of thumbs.current.values()) URL.revokeObjectURL(url);
      thumbs.current.clear();
    },
    [],
  );

  const update = (patch: Partial<ComposeDraft>) => setDraft((d) => editDraft(d, patch));

  const dropThumb = (mediaId: string) => {
    const url = thumbs.current.get(mediaId);
    if (url) URL.revokeObjectURL(url);
    thumbs.current.delete(mediaId);
  };

  const uploadOne = async (file: File) => {
    const refusal = refuseUpload(current.current, pendingUploads.current, limits.maxMediaAttachments);
    if (refusal) {
      setUploadError(refusal);
      return;
    }
    const item: UploadingItem = {
      localId: `u${++localIds}`,
      name: file.name || 'file',
      objectUrl: URL.createObjectURL(file),
      state: 'uploading',
    };
    const setItem = (patch: Partial<UploadingItem> | null) =>
      setUploading((list) =>
        patch === null
          ? list.filter((u) => u.localId !== item.localId)
          : list.map((u) => (u.localId === item.localId ? { ...u, ...patch } : u)),
      );
    pendingUploads.current++;
    setUploading((list) => [...list, item]);
    let ready: DraftMedia | null = null;
    let failure: string | null = null;
    try {
      const r = await core.intent({
        type: 'media.upload',
        draftId,
        file,
        attachments: current.current.media.length,
        hasPoll: current.current.poll !== null,
      });
      if (!r.ok) failure = r.alert?.message ?? 'The file could not be uploaded.';
      else {
        const { media, processing } = r.value as { media: DraftMedia; processing: boolean };
        if (!processing) ready = media;
        else {
          setItem({ state: 'processing' });
          const w = await core.intent({ type: 'media.wait', mediaId: media.id });
          if (w.ok) ready = w.value as DraftMedia;
          else failure = w.alert?.message ?? 'The file could not be processed.';
        }
      }
    } finally {
      pendingUploads.current--;
      setItem(null);
    }
    if (ready) {
      const media = ready;
      thumbs.current.set(media.id, item.objectUrl);
      setDraft((d) => addMedia(d, media, defaults));
    } else {
      URL.revokeObjectURL(item.objectUrl);
      // A failed upload shows why and keeps the rest of the draft.
      setUploadError(failure);
    }
  };

  const attach = (files: File[]) => {
    if (files.length === 0) return;
    setUploadError(null);
    for (const f of files) void uploadOne(f);
  };

  const left = charactersLeft(draft, max, limits.charactersReservedPerUrl);
  const sendable = canSubmit(draft, max, submitting, uploading.length);

  const reset = () => {
    for (const m of current.current.media) dropThumb(m.id);
    const fresh = emptyDraft(defaults);
    lastSent.current = fresh;
    initial.current = fresh;
    setDraft(fresh);
    setUploadError(null);
  };

  const submit = async () => {
    if (!canSubmit(draft, max, submitting, uploading.length)) return;
    setSubmitting(true);
    if (timer.current) clearTimeout(timer.current);
    lastSent.current = draft;
    await core.intent({ type: 'draft.save', draftId, draft });
    const result = await core.intent({ type: 'compose.submit', draftId });
    setSubmitting(false);
    if (result.ok) {
      reset();
      onPosted?.();
    }
  };

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    reset();
    void core.intent({ type: 'draft.save', draftId, draft: null });
    onCancel?.();
  };

  return (
    <form
      className={dragging ? 'compose dragging' : 'compose'}
      aria-label={draft.editId ? 'Edit post' : 'New post'}
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
      {draft.editId ? <p className="compose-mode">Editing your post</p> : null}
      {draft.spoilerOn ? (
        <input
          className="compose-spoiler"
          type="text"
          placeholder="Content warning"
          aria-label="Content warning"
          value={draft.spoilerText}
          onChange={(e) => update({ spoilerText: e.target.value })}
        />
      ) : null}
      <textarea
        className="compose-text"
        aria-label="What's on your mind?"
        placeholder="What's on your mind?"
        value={draft.text}
        rows={5}
        onChange={(e) => update({ text: e.target.value })}
        onPaste={(e) => {
          const files = filesOf(e.clipboardData?.files);
          if (files.length === 0) return;
          e.preventDefault();
          attach(files);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
      />
      <MediaList
        media={draft.media}
        uploading={uploading}
        thumbnails={thumbs.current}
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
      {uploadError ? (
        <p className="compose-error" role="alert">
          {uploadError}
        </p>
      ) : null}
      {draft.poll ? (
        <PollEditor
          poll={draft.poll}
          maxOptions={limits.pollMaxOptions}
          onChange={(poll) => update({ poll })}
        />
      ) : null}
      <div className="compose-bar">
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          aria-label="Attach files"
          accept="image/*,video/*,audio/*"
          multiple
          onChange={(e) => {
            attach(filesOf(e.target.files));
            e.target.value = '';
          }}
        />
        <button
          type="button"
          className="compose-attach with-icon icon-image"
          aria-label="Media: add images, a video or an audio file"
          title="Add media"
          disabled={
            draft.poll !== null || draft.media.length + uploading.length >= limits.maxMediaAttachments
          }
          onClick={() => fileInput.current?.click()}
        >
          {/* A word, not an emoji: a system without an emoji font shows an empty box. */}
          Media
        </button>
        <button
          type="button"
          className="compose-poll-toggle with-icon icon-poll"
          aria-pressed={draft.poll !== null}
          disabled={draft.media.length > 0 || uploading.length > 0}
          onClick={() => update({ poll: draft.poll ? null : defaultPoll() })}
        >
          Poll
        </button>
        <button
          type="button"
          className="compose-cw with-icon icon-warning"
          aria-pressed={draft.spoilerOn}
          onClick={() => update({ spoilerOn: !draft.spoilerOn })}
        >
          CW
        </button>
        <label htmlFor={`${id}-vis`} className="visually-hidden">
          Visibility
        </label>
        <select
          id={`${id}-vis`}
          value={draft.visibility}
          onChange={(e) => update({ visibility: e.target.value as Visibility })}
        >
          {VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {VISIBILITY_LABELS[v]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-lang`} className="visually-hidden">
          Language
        </label>
        <select
          id={`${id}-lang`}
          className="compose-language"
          value={draft.language}
          onChange={(e) => update({ language: e.target.value })}
        >
          {languageChoices(draft.language, defaults.language).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="compose-bar">
        {draft.media.length > 0 ? (
          <label className="compose-sensitive">
            <input
              type="checkbox"
              checked={draft.sensitive}
              onChange={(e) => update({ sensitive: e.target.checked })}
            />{' '}
            Mark media as sensitive
          </label>
        ) : null}
        <span className={left < 0 ? 'char-counter over' : 'char-counter'} title="Characters left">
          {left}
        </span>
        {onCancel ? (
          <button type="button" className="compose-cancel" onClick={cancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="compose-post" disabled={!sendable}>
          {draft.editId ? 'Save' : 'Post'}
        </button>
      </div>
    </form>
  );
}
