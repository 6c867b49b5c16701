// The server's announcements in the core: loaded when a tab first shows them (home's panel) and kept for the
// account's life, live through the user stream the account always holds (`announcement`, `announcement.reaction`,
// `announcement.delete`). One copy feeds the `announcements` view of every tab; a reaction is shown at once in every
// tab and rolled back there if the server refuses it (section 4), the alert going to the tab that asked.

import type { AnnouncementIntent } from '../../shared/protocol/announcements.ts';
import { emptyMeta, type RowOp, type ViewMeta } from '../../shared/protocol/diff.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { type CoreText, coreText } from '../../shared/protocol/text.ts';
import type { Announcement } from '../../shared/wire/entities.ts';
import * as model from '../announcements/model.ts';
import { type ContentCache, toAnnouncementRow } from '../announcements/rows.ts';
import { toAlert } from '../api/alerts.ts';
import { normalizeAnnouncement } from '../api/normalize/misc.ts';
import type { Json } from '../api/normalize/primitives.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import type { StreamingEvent } from '../streaming/types.ts';
import type { CustomEmojiSource } from './custom-emoji.ts';

type Request = (spec: RequestSpec) => Promise<RawResult>;

export interface AnnouncementWiringDeps {
  /** The list's load (the loading bar, an alert on failure). */
  request: Request;
  /** Dismiss and reactions: their failure is answered to the tab that asked. */
  actionRequest: Request;
  emoji: CustomEmojiSource;
  log: (m: string) => void;
}

export function announcementsOf(body: unknown): Announcement[] | null {
  if (!Array.isArray(body)) return null;
  return body.flatMap((raw: Json) => {
    const a = normalizeAnnouncement(raw);
    return a.ok ? [a.value] : [];
  });
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function createAnnouncementWiring(deps: AnnouncementWiringDeps) {
  const list = model.createAnnouncementList();
  const cache: ContentCache = new Map();
  const emits = new Set<ViewEmit>();
  let loaded = false;
  let loading = false;
  let error: CoreText | null = null;
  let stopped = false;

  const rows = () => list.order.map((id) => toAnnouncementRow(list.byId.get(id) as Announcement, cache));
  const meta = (): ViewMeta => ({
    ...emptyMeta(),
    hasMore: false,
    isLoading: loading,
    unread: model.unreadCount(list),
    error,
  });
  const send = (ops: RowOp[]) => {
    if (!stopped) for (const e of emits) e(ops, meta());
  };
  /** One announcement changed in place. */
  const changed = (id: string) => {
    const a = list.byId.get(id);
    if (a) send([{ op: 'update', row: toAnnouncementRow(a, cache) }]);
  };
  /** Added, removed or reordered: few rows, so the whole list. */
  const reshaped = () => send([{ op: 'reset', rows: rows() }]);

  const load = async (): Promise<IntentResult> => {
    if (loading) return { ok: true };
    loading = true;
    error = null;
    send([]);
    const r = await deps.request({
      call: 'announcements.list',
      method: 'GET',
      path: '/api/v1/announcements',
    });
    loading = false;
    if (stopped) return { ok: true };
    const items = r.ok ? announcementsOf(r.answer.body) : null;
    if (!items) {
      error = coreText('core.announcements.loadFailed');
      send([]);
      return r.ok ? { ok: true } : { ok: false, alert: toAlert(r.error) };
    }
    model.replaceAll(list, items);
    for (const id of cache.keys()) if (!list.byId.has(id)) cache.delete(id);
    loaded = true;
    reshaped();
    return { ok: true };
  };

  const dismiss = async (id: string): Promise<IntentResult> => {
    const was = model.setRead(list, id, true);
    if (was !== false) return { ok: true };
    changed(id);
    const r = await deps.actionRequest({
      call: 'announcements.dismiss',
      method: 'POST',
      path: '/api/v1/announcements/{id}/dismiss',
      pathParams: { id },
    });
    if (r.ok || stopped) return { ok: true };
    if (model.setRead(list, id, false) === true) changed(id);
    return { ok: false, alert: toAlert(r.error) };
  };

  const react = async (id: string, name: string, on: boolean): Promise<IntentResult> => {
    if (!model.toggleReaction(list, id, name, on, deps.emoji.find(name))) return { ok: true };
    changed(id);
    const r = await deps.actionRequest({
      call: on ? 'announcements.addReaction' : 'announcements.removeReaction',
      method: on ? 'PUT' : 'DELETE',
      path: '/api/v1/announcements/{id}/reactions/{name}',
      pathParams: { id, name },
    });
    if (r.ok || stopped) return { ok: true };
    // The inverse of what was done, on the copy as it is now (a streamed count meanwhile is kept).
    if (model.toggleReaction(list, id, name, !on)) changed(id);
    return { ok: false, alert: toAlert(r.error) };
  };

  return {
    openView(_key: string, emit: ViewEmit): LiveView {
      emits.add(emit);
      if (!loaded && !loading) void load();
      return {
        snapshot: () => ({ rows: rows(), meta: meta() }),
        dispose: () => void emits.delete(emit),
      };
    },
    reload: () => load(),
    intent(i: AnnouncementIntent): Promise<IntentResult> {
      return i.type === 'announcement.dismiss'
        ? dismiss(i.announcementId)
        : react(i.announcementId, i.name, i.value);
    },
    onEvent(e: StreamingEvent) {
      // Before the first load there is nothing to update: the load brings the server's state.
      if (!loaded) return;
      if (e.event === 'announcement.delete') {
        if (model.remove(list, String(e.payload))) reshaped();
        return;
      }
      if (e.event === 'announcement.reaction') {
        const p = e.payload;
        if (!isObj(p) || typeof p.name !== 'string' || p.name === '') return;
        const id = typeof p.announcement_id === 'number' ? String(p.announcement_id) : p.announcement_id;
        if (typeof id !== 'string') return;
        const count = typeof p.count === 'number' ? p.count : Number(p.count);
        if (!Number.isFinite(count)) return;
        const images = {
          url: typeof p.url === 'string' ? p.url : undefined,
          static_url: typeof p.static_url === 'string' ? p.static_url : undefined,
        };
        if (model.applyReactionCount(list, id, { name: p.name, count, ...images })) changed(id);
        return;
      }
      if (e.event !== 'announcement') return;
      const a = normalizeAnnouncement(e.payload as Json);
      if (!a.ok) {
        deps.log(`announcement event skipped: ${a.error}`);
        return;
      }
      const raw = e.payload as Record<string, unknown>;
      const reactions = Array.isArray(raw.reactions) ? raw.reactions : [];
      const hasMe = reactions.some((r) => isObj(r) && typeof r.me === 'boolean');
      model.upsert(list, a.value, { hasRead: typeof raw.read === 'boolean', hasMe });
      reshaped();
    },
    dispose() {
      stopped = true;
      emits.clear();
    },
  };
}
