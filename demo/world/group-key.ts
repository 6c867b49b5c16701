// Notification group keys as the real server computes them: favourites and boosts group per status, follows
// group together, each in hour buckets; a group may span at most 12 hours, then a new one starts.
// Every other type is ungrouped and shows on the wire as `ungrouped-<notification id>`.
import type { NotificationType } from './model.ts';

export const MAX_GROUP_SPAN_HOURS = 12;
const HOUR_S = 3600;

export const GROUPABLE_TYPES: readonly NotificationType[] = ['favourite', 'reblog', 'follow'];

/** Remembers the bucket each (recipient, prefix) group started in, like the real server's short-lived cache. */
export interface GroupKeyState {
  buckets: Map<string, { bucket: number; setAtS: number }>;
}

export const createGroupKeyState = (): GroupKeyState => ({ buckets: new Map() });

export function computeGroupKey(
  state: GroupKeyState,
  recipientId: string,
  type: NotificationType,
  statusId: string | null,
  atMs: number,
): string | null {
  if (!GROUPABLE_TYPES.includes(type)) return null;
  const prefix = type === 'follow' ? 'follow' : `${type}-${statusId ?? ''}`;
  const cacheKey = `${recipientId}/${prefix}`;
  const nowS = Math.floor(atMs / 1000);
  let bucket = Math.floor(nowS / HOUR_S);
  const prev = state.buckets.get(cacheKey);
  // The cache entry expires after the maximum span, as the real one does.
  if (
    prev &&
    nowS - prev.setAtS < MAX_GROUP_SPAN_HOURS * HOUR_S &&
    bucket < prev.bucket + MAX_GROUP_SPAN_HOURS
  ) {
    bucket = prev.bucket;
  }
  state.buckets.set(cacheKey, { bucket, setAtS: nowS });
  return `${prefix}-${bucket}`;
}

export const wireGroupKey = (groupKey: string | null, notificationId: string): string =>
  groupKey ?? `ungrouped-${notificationId}`;
