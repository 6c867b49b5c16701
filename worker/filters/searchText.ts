// What a filter keyword is matched against: spoiler text, content text (HTML stripped), poll options and media
// descriptions. Cached per status object: the store replaces the object when the status changes. The content
// text comes from the same parse as the row's content tree.
import type { Status } from '../../shared/wire/entities.ts';
import { statusContentText } from '../content/statusContent.ts';

const cache = new WeakMap<object, string>();

export function searchTextOf(status: Status): string {
  const hit = cache.get(status);
  if (hit !== undefined) return hit;
  const parts: string[] = [];
  if (status.spoiler_text) parts.push(status.spoiler_text);
  parts.push(statusContentText(status));
  for (const o of status.poll?.options ?? []) if (o?.title) parts.push(o.title);
  for (const m of status.media_attachments ?? []) if (m?.description) parts.push(m.description);
  const text = parts.join('\n');
  cache.set(status, text);
  return text;
}
