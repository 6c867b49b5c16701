// What a post's menu offers about the post's author, given the core's relationship to them: a plain function over
// plain data, so each state is tested without a DOM (tests/unit/components/post-menu-relationship.test.ts).
// Follow / Unfollow / Withdraw the request; Mute… / Unmute; Block… / Unblock; and for an account of another
// server, Block domain… / Unblock domain. Block, mute and a domain block ask first in their modal (section 2,
// section 7); unfollow asks when the confirmation setting is on; the rest act at once.
import {
  acctDomain,
  type RelationshipAction,
  type RelationshipView,
} from '../../../shared/protocol/profile.ts';
import type { MessageId } from '../../i18n/index.ts';

/** The modals a post's menu opens. */
export type PostModal =
  | { kind: 'filter' }
  | { kind: 'delete' }
  | { kind: 'redraft' }
  | { kind: 'unfollow' }
  | { kind: 'block' }
  | { kind: 'mute' }
  | { kind: 'blockDomain' }
  /** The report dialog (src/components/report/). */
  | { kind: 'report' };

export interface RelationshipItem {
  id: string;
  label: MessageId;
  values: Record<string, string>;
  /** Acts at once through the core… */
  relate?: RelationshipAction;
  /** …or opens this modal first. */
  modal?: PostModal;
  /** Drawn as a destructive action. */
  danger?: boolean;
}

/** The author's items; none while the relationship is not known yet (the menu says it is checking). */
export function relationshipItems(
  acct: string,
  r: RelationshipView | null,
  confirmUnfollow: boolean,
): RelationshipItem[] {
  if (!r) return [];
  const values = { acct };
  const items: RelationshipItem[] = [];
  if (!r.blocking && !r.blockedBy) {
    if (r.following)
      items.push(
        confirmUnfollow
          ? { id: 'unfollow', label: 'modals.unfollow', values, modal: { kind: 'unfollow' } }
          : { id: 'unfollow', label: 'modals.unfollow', values, relate: { action: 'unfollow' } },
      );
    else if (r.requested)
      items.push({ id: 'withdraw', label: 'modals.cancelRequest', values, relate: { action: 'unfollow' } });
    else items.push({ id: 'follow', label: 'modals.follow', values, relate: { action: 'follow' } });
  }
  items.push(
    r.muting
      ? { id: 'unmute', label: 'profile.unmuteAcct', values, relate: { action: 'unmute' } }
      : { id: 'mute', label: 'profile.muteAcct', values, modal: { kind: 'mute' } },
  );
  items.push(
    r.blocking
      ? { id: 'unblock', label: 'profile.unblockAcct', values, relate: { action: 'unblock' } }
      : { id: 'block', label: 'profile.blockAcct', values, modal: { kind: 'block' }, danger: true },
  );
  const domain = acctDomain(acct);
  if (domain)
    items.push(
      r.domainBlocking
        ? {
            id: 'unblockDomain',
            label: 'profile.unblockDomainNamed',
            values: { domain },
            relate: { action: 'unblockDomain' },
          }
        : {
            id: 'blockDomain',
            label: 'profile.blockDomainNamed',
            values: { domain },
            modal: { kind: 'blockDomain' },
            danger: true,
          },
    );
  return items;
}
