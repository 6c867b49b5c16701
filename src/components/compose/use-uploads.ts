// The compose box's uploads: each picked file goes to the core (`media.upload`, then `media.wait` while the server
// processes it) and is shown meanwhile from an object URL, which stays as its thumbnail until the box goes. A refused
// or failed upload says why and keeps the rest of the draft.
import { type MutableRefObject, useEffect, useRef, useState } from 'react';
import { coreText } from '../../../shared/protocol/text.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import {
  addMedia,
  type ComposeDraft,
  type DraftMedia,
  type draftDefaults,
  refuseUpload,
} from './compose-logic.ts';
import type { UploadingItem } from './MediaList.tsx';
import { type UploadMessage, type UploadNotice, uploadNotice } from './upload-notice.ts';

let localIds = 0;

export function useComposeUploads(opts: {
  draftId: string;
  current: MutableRefObject<ComposeDraft>;
  setDraft: (fn: (d: ComposeDraft) => ComposeDraft) => void;
  defaults: ReturnType<typeof draftDefaults>;
  maxMedia: number;
}) {
  const { draftId, current, setDraft, defaults, maxMedia } = opts;
  const core = useCore();
  const t = useT();
  const [uploading, setUploading] = useState<UploadingItem[]>([]);
  const [uploadError, setUploadError] = useState<UploadNotice | null>(null);
  const pendingUploads = useRef(0);
  /** Object URLs of files picked here, by media id: thumbnails before (and instead of) the server's preview. */
  const thumbs = useRef(new Map<string, string>());

  // Thumbnails' object URLs die with the box.
  useEffect(
    () => () => {
      for (const url of thumbs.current.values()) URL.revokeObjectURL(url);
      thumbs.current.clear();
    },
    [],
  );

  const dropThumb = (mediaId: string) => {
    const url = thumbs.current.get(mediaId);
    if (url) URL.revokeObjectURL(url);
    thumbs.current.delete(mediaId);
  };

  const uploadOne = async (file: File) => {
    const refusal = refuseUpload(current.current, pendingUploads.current, maxMedia);
    if (refusal) {
      setUploadError(uploadNotice(coreText(refusal), current.current, pendingUploads.current));
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
    let failure: UploadMessage | null = null;
    try {
      const r = await core.intent({
        type: 'media.upload',
        draftId,
        file,
        attachments: current.current.media.length,
        hasPoll: current.current.poll !== null,
        uploadId: item.localId,
      });
      if (!r.ok) failure = r.alert?.message ?? t('compose.uploadFailed');
      else {
        const { media, processing } = r.value as { media: DraftMedia; processing: boolean };
        if (!processing) ready = media;
        else {
          setItem({ state: 'processing' });
          const w = await core.intent({ type: 'media.wait', mediaId: media.id });
          if (w.ok) ready = w.value as DraftMedia;
          else failure = w.alert?.message ?? t('compose.processingFailed');
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
      setUploadError(
        failure === null ? null : uploadNotice(failure, current.current, pendingUploads.current),
      );
    }
  };

  const attach = (files: File[]) => {
    if (files.length === 0) return;
    setUploadError(null);
    for (const f of files) void uploadOne(f);
  };

  return { uploading, uploadError, setUploadError, thumbs, dropThumb, attach };
}
