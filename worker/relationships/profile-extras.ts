// A profile's extras: familiar followers (GET /api/v1/accounts/familiar_followers, asked for in the 500 ms batch with
// the other profiles opened meanwhile, in any tab), featured tags (most used first) and endorsed accounts. Each part
// is independent: one that fails or answers something unreadable is left empty, the others still show.

import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { FeaturedTagView, ProfileExtras } from '../../shared/protocol/profile-extras.ts';
import type { AccountChip } from '../../shared/protocol/rows.ts';
import type { ApiResult } from '../api/errors.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { toAccountChip } from '../rows/accountChip.ts';
import { accountsOf } from './account-list-view.ts';

export interface FamiliarFollowers {
  id: string;
  accounts: unknown;
}

export interface ProfileExtrasDeps {
  request: (spec: RequestSpec) => Promise<RawResult>;
  /** The batcher of familiar followers (worker/api/relationships.ts, over familiar_followers). */
  familiar: (ids: string[]) => Promise<ApiResult<FamiliarFollowers[]>>;
  selfId: string | null;
}

const count = (v: unknown): number => {
  // Mastodon sends statuses_count as a string in FeaturedTag.
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
};

/** The featured tags of an answer body, most used first (then by name); anything unreadable is left out. */
export function toFeaturedTags(body: unknown): FeaturedTagView[] {
  if (!Array.isArray(body)) return [];
  return body
    .flatMap((t): FeaturedTagView[] => {
      const name = (t as { name?: unknown } | null)?.name;
      if (typeof name !== 'string' || name.trim() === '') return [];
      const last = (t as { last_status_at?: unknown }).last_status_at;
      return [
        {
          name: name.replace(/^#/, ''),
          statusesCount: count((t as { statuses_count?: unknown }).statuses_count),
          lastStatusAt: typeof last === 'string' ? last : null,
        },
      ];
    })
    .sort((a, b) => b.statusesCount - a.statusesCount || a.name.localeCompare(b.name));
}

const chips = (body: unknown): AccountChip[] => accountsOf(body).map(toAccountChip);

export function createProfileExtras(deps: ProfileExtrasDeps) {
  const familiarOf = async (accountId: string): Promise<AccountChip[]> => {
    if (accountId === deps.selfId) return [];
    const r = await deps.familiar([accountId]);
    if (!r.ok) return [];
    return chips(r.value.find((f) => f.id === accountId)?.accounts);
  };
  const get = async (path: string, accountId: string, query: Record<string, string> = {}) => {
    const r = await deps.request({
      call: `accounts.${path}`,
      method: 'GET',
      path: `/api/v1/accounts/{id}/${path}`,
      pathParams: { id: accountId },
      query,
    });
    return r.ok ? r.answer.body : null;
  };
  return {
    async load(accountId: string): Promise<IntentResult> {
      const [familiarFollowers, tags, endorsed] = await Promise.all([
        familiarOf(accountId),
        get('featured_tags', accountId),
        get('endorsements', accountId, { limit: '40' }),
      ]);
      const value: ProfileExtras = {
        familiarFollowers,
        featuredTags: toFeaturedTags(tags),
        endorsed: chips(endorsed),
      };
      return { ok: true, value };
    },
  };
}
