// Which items leave which timeline when the reader's relation to an account changes. Plain predicates over the
// timeline's spec and its items, so the rules are testable without an engine.
import type { TimelineSpec } from '../../shared/protocol/views.ts';
import { isOnDomain } from '../relationships/domain.ts';
import type { StatusItem } from './types.ts';

export type ItemTest = (item: StatusItem) => boolean;

/** Block or mute (section 4): the account's posts and boosts of its posts leave every timeline but the account's
 *  own profile, which stays viewable as it was. Null: this timeline keeps everything. */
export function removedByBlockOrMute(spec: TimelineSpec, accountId: string): ItemTest | null {
  if (spec.timeline === 'account' && spec.accountId === accountId) return null;
  return (item) => item.accountId === accountId || item.originalAccountId === accountId;
}

/** Unfollow: home loses what the account put there, its posts and its boosts (the item's author is the booster
 *  for a boost), as a reload of home would; its posts boosted by someone still followed stay. Lists and other
 *  timelines are not about following, so they keep everything. */
export function removedByUnfollow(spec: TimelineSpec, accountId: string): ItemTest | null {
  if (spec.timeline !== 'home') return null;
  return (item) => item.accountId === accountId;
}

/** A domain block: the domain's posts and boosts of them leave every timeline but the profile they were opened from,
 *  as a block of each of its accounts would. `acctOf` finds an item author's acct (from the entity store). */
export function removedByDomainBlock(
  spec: TimelineSpec,
  domain: string,
  acctOf: (accountId: string) => string | undefined,
): ItemTest | null {
  if (spec.timeline === 'account' && isOnDomain(acctOf(spec.accountId), domain)) return null;
  return (item) =>
    isOnDomain(acctOf(item.accountId), domain) || isOnDomain(acctOf(item.originalAccountId), domain);
}
