// What a filter keyword is matched against: spoiler text, content text (HTML stripped), poll options and media
// descriptions. The content text comes from the same parse as the row's content tree (cached per status object).
// The joined text is not cached: it is wanted once per post per view (and again only when filters change), and a
// cached copy per post would be held as long as the post, for nothing.
import type { Status } from '../../shared/wire/entities.ts';
import { statusContentText } from '../content/statusContent.ts';

export function searchTextOf(status: Status): string {
  const content = statusContentText(status);
  const spoiler = status.spoiler_text;
  const options = status.poll?.options;
  const media = status.media_attachments;
  let extra = false;
  if (options) for (const o of options) if (o?.title) extra = true;
  if (media) for (const m of media) if (m?.description) extra = true;
  // Most posts: the content text itself, no copy.
  if (!spoiler && !extra) return content;
  const parts: string[] = [];
  if (spoiler) parts.push(spoiler);
  parts.push(content);
  for (const o of options ?? []) if (o?.title) parts.push(o.title);
  for (const m of media ?? []) if (m?.description) parts.push(m.description);
  return parts.join('\n');
}
