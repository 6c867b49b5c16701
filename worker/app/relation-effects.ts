// What a change of the social graph does to the views every tab holds, in one place: a block or mute takes the
// account out of every view (notifications only when the mute hides them too), an unfollow out of home, a domain
// block its accounts out of everything; an exclusive list's members leave home (section 7: their posts show in the
// list only), and home is read again when they may come back.
import { viewKey } from '../../shared/protocol/views.ts';
import type { RelationshipWiringDeps } from './relationships.ts';

interface AccountRemoval {
  removeAccount(accountId: string): void;
}
interface DomainRemoval {
  removeDomain(domain: string): void;
}

export interface RelationViews {
  timelines: AccountRemoval & DomainRemoval & { removeFollowed(accountId: string): void };
  threads: AccountRemoval & DomainRemoval;
  search: AccountRemoval;
  conversations: AccountRemoval;
  statusAccounts: AccountRemoval & DomainRemoval;
  notifications: { removeAccounts(target: { accountIds?: string[]; domain?: string }): void };
}

export function relationEffects(
  views: () => RelationViews,
): Pick<RelationshipWiringDeps, 'removeAccount' | 'removeFollowed' | 'removeDomain'> {
  return {
    removeAccount: (id, rel) => {
      const v = views();
      v.timelines.removeAccount(id);
      v.threads.removeAccount(id);
      v.search.removeAccount(id);
      v.conversations.removeAccount(id);
      v.statusAccounts.removeAccount(id);
      if (rel.blocking || rel.muting_notifications) v.notifications.removeAccounts({ accountIds: [id] });
    },
    removeFollowed: (id) => views().timelines.removeFollowed(id),
    removeDomain: (domain) => {
      const v = views();
      v.timelines.removeDomain(domain);
      v.threads.removeDomain(domain);
      v.statusAccounts.removeDomain(domain);
      v.notifications.removeAccounts({ domain });
    },
  };
}

const HOME = viewKey({ kind: 'timeline', timeline: 'home' });

export function exclusiveListHome(
  timelines: () => {
    removeFollowed(accountId: string): void;
    has(key: string): boolean;
    reload(key: string): unknown;
  },
) {
  return {
    leaveHome: (ids: readonly string[]) => {
      for (const id of ids) timelines().removeFollowed(id);
    },
    homeChanged: () => {
      if (timelines().has(HOME)) void timelines().reload(HOME);
    },
  };
}
