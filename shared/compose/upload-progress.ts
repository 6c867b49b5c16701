// Byte-level upload progress, as the core publishes it to every tab (GlobalState.uploads): per upload, the bytes
// sent and the total. XMLHttpRequest reports progress events in any order the network gives; what the user sees
// must only go forward, and never past the total.

export interface UploadProgress {
  /** Bytes sent so far. */
  sent: number;
  /** Bytes to send; 0 while unknown. */
  total: number;
}

export type UploadProgressMap = Readonly<Record<string, UploadProgress>>;

const bytes = (v: number) => (Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

/** The map with one progress event applied: sent never goes back, a known total is kept, sent ≤ total. */
export function progressed(
  map: UploadProgressMap,
  key: string,
  sent: number,
  total: number,
): UploadProgressMap {
  const before = map[key];
  const t = bytes(total) || before?.total || 0;
  let s = Math.max(bytes(sent), before?.sent ?? 0);
  if (t > 0) s = Math.min(s, t);
  if (before && before.sent === s && before.total === t) return map;
  return { ...map, [key]: { sent: s, total: t } };
}

/** The map without a finished (or failed) upload. */
export function finished(map: UploadProgressMap, key: string): UploadProgressMap {
  if (!(key in map)) return map;
  const { [key]: _gone, ...rest } = map;
  return rest;
}

/** 0..1, or null while the total is unknown (the bar is then indeterminate). */
export function progressFraction(p: UploadProgress | undefined): number | null {
  if (!p || p.total <= 0) return null;
  return Math.min(1, p.sent / p.total);
}

/** The key an upload of a draft is published under. */
export const uploadKey = (draftId: string, uploadId: string) => `${draftId}/${uploadId}`;

/** The key the profile editor's pictures (avatar, header) are published under. */
export const PROFILE_UPLOAD_KEY = 'profile';
