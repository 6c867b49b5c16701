// The demo world's notifications: the recipient's policy (held back into notification requests), creating one
// (grouped, streamed), listing, dismissing, and the requests' accept/dismiss.
import { computeGroupKey } from './group-key.ts';
import type { NotificationRec, NotificationRequestRec, NotificationType, PolicyRec } from './model.ts';
import { edgeKey, type NotifyExtras, notFound, WorldRecords } from './world-records.ts';

export abstract class WorldNotifications extends WorldRecords {
  // ---- notifications --------------------------------------------------------------------------------------

  policy(accountId: string): PolicyRec {
    let p = this.policies.get(accountId);
    if (!p) {
      p = {
        forNotFollowing: 'accept',
        forNotFollowers: 'accept',
        forNewAccounts: 'accept',
        forPrivateMentions: 'filter',
        forLimitedAccounts: 'filter',
      };
      this.policies.set(accountId, p);
    }
    return p;
  }

  /** Whether the recipient's policy holds this notification back into a notification request. */
  protected heldByPolicy(
    recipientId: string,
    fromId: string,
    type: NotificationType,
    statusId: string | null,
  ): boolean {
    if (type !== 'mention') return false;
    const p = this.policy(recipientId);
    const following = this.isFollowing(recipientId, fromId);
    if (p.forNotFollowing === 'filter' && !following) return true;
    if (p.forNotFollowers === 'filter' && !this.isFollowing(fromId, recipientId)) return true;
    const s = statusId ? this.statuses.get(statusId) : undefined;
    if (p.forPrivateMentions === 'filter' && s?.visibility === 'direct' && !following) return true;
    return false;
  }

  notify(
    recipientId: string,
    type: NotificationType,
    fromId: string,
    extras: NotifyExtras = {},
  ): NotificationRec | null {
    const recipient = this.accounts.get(recipientId);
    if (!recipient || recipient.domain) return null; // remote accounts get no notifications here
    if (this.isBlocking(recipientId, fromId)) return null;
    const mute = this.mutes.get(edgeKey(recipientId, fromId));
    if (mute?.hideNotifications && this.isMuting(recipientId, fromId)) return null;
    const statusId = extras.statusId ?? null;
    if (statusId && this.statuses.get(statusId)?.mutedBy.has(recipientId)) return null;
    const at = extras.createdAt ?? this.now();
    const filtered = this.heldByPolicy(recipientId, fromId, type, statusId);
    const id = this.notificationIds(at);
    const n: NotificationRec = {
      id,
      recipientId,
      type,
      fromId,
      statusId,
      reportId: extras.reportId ?? null,
      warningId: extras.warningId ?? null,
      eventId: extras.eventId ?? null,
      year: extras.year ?? null,
      createdAt: at,
      groupKey: filtered ? null : computeGroupKey(this.groupKeys, recipientId, type, statusId, at),
      filtered,
    };
    this.notifications.set(id, n);
    this.notificationOrder.push(id);
    if (filtered) {
      const key = edgeKey(recipientId, fromId);
      const req = this.notificationRequests.get(key);
      if (req) req.updatedAt = at;
      else
        this.notificationRequests.set(key, {
          id: this.nextSmallId(),
          recipientId,
          fromId,
          createdAt: at,
          updatedAt: at,
        });
    } else {
      this.publisher?.notification(this.world, n);
    }
    return n;
  }

  /** The recipient's visible notifications, newest first. */
  notificationsFor(
    recipientId: string,
    opts: { includeFiltered?: boolean; fromId?: string } = {},
  ): NotificationRec[] {
    const out: NotificationRec[] = [];
    for (let i = this.notificationOrder.length - 1; i >= 0; i--) {
      const n = this.notifications.get(this.notificationOrder[i] as string);
      if (!n || n.recipientId !== recipientId) continue;
      if (n.filtered && !opts.includeFiltered) continue;
      if (opts.fromId && n.fromId !== opts.fromId) continue;
      if (n.statusId && this.statuses.get(n.statusId)?.deleted) continue;
      out.push(n);
    }
    return out;
  }

  dismissNotification(recipientId: string, id: string): void {
    const n = this.notifications.get(id);
    if (!n || n.recipientId !== recipientId) throw notFound();
    this.notifications.delete(id);
  }

  clearNotifications(recipientId: string): void {
    for (const [id, n] of this.notifications)
      if (n.recipientId === recipientId && !n.filtered) this.notifications.delete(id);
    this.notificationOrder = this.notificationOrder.filter((id) => this.notifications.has(id));
  }

  acceptNotificationRequest(recipientId: string, requestId: string): void {
    const req = this.findRequest(recipientId, requestId);
    this.notificationRequests.delete(edgeKey(recipientId, req.fromId));
    for (const n of this.notifications.values()) {
      if (n.recipientId === recipientId && n.fromId === req.fromId && n.filtered) {
        n.filtered = false;
        n.groupKey = computeGroupKey(this.groupKeys, recipientId, n.type, n.statusId, n.createdAt);
      }
    }
    // Accepted notifications join the list out of order: clients are told to reload it.
    this.bus.emit('stream', {
      streams: [`user:${recipientId}`, `user:notification:${recipientId}`],
      event: 'notifications_merged',
      payload: '1',
    });
  }

  dismissNotificationRequest(recipientId: string, requestId: string): void {
    const req = this.findRequest(recipientId, requestId);
    this.notificationRequests.delete(edgeKey(recipientId, req.fromId));
    for (const [id, n] of this.notifications) {
      if (n.recipientId === recipientId && n.fromId === req.fromId && n.filtered)
        this.notifications.delete(id);
    }
  }

  findRequest(recipientId: string, requestId: string): NotificationRequestRec {
    for (const r of this.notificationRequests.values()) {
      if (r.id === requestId && r.recipientId === recipientId) return r;
    }
    throw notFound();
  }
}
