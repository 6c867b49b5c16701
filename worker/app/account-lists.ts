// The account lists in the core: one page of follow requests, blocks, mutes or domain blocks per intent, paged by
// the server's Link header, and lifting a domain block by name. Bodies go through the normalizer: a malformed
// entry is skipped, a malformed body gives an empty page, an HTTP failure comes back as the section 8 alert.
import type {
  AccountListEntry,
  AccountListKind,
  AccountListPage,
} from '../../shared/protocol/account-lists.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import { toAlert } from '../api/alerts.ts';
import { parseLinkHeader } from '../api/link.ts';
import { normalizeAccount } from '../api/normalize/account.ts';
import type { Json } from '../api/normalize/primitives.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import { actionRequest } from '../relationships/requests.ts';
import { toAccountChip } from '../rows/accountChip.ts';

type Request = (spec: RequestSpec) => Promise<RawResult>;

const ENDPOINTS: Record<AccountListKind, { call: string; path: string }> = {
  follow_requests: { call: 'accounts.followRequests', path: '/api/v1/follow_requests' },
  blocks: { call: 'blocks.list', path: '/api/v1/blocks' },
  mutes: { call: 'mutes.list', path: '/api/v1/mutes' },
  domain_blocks: { call: 'domainBlocks.list', path: '/api/v1/domain_blocks' },
};

/** The rows of one answer body: accounts (with a mute's end) or domain names; anything unreadable is left out. */
export function toListEntries(list: AccountListKind, body: unknown): AccountListEntry[] {
  if (!Array.isArray(body)) return [];
  if (list === 'domain_blocks') {
    return body
      .filter((d): d is string => typeof d === 'string' && d.trim() !== '')
      .map((domain) => ({ key: `domain:${domain}`, kind: 'domain', domain }));
  }
  return body.flatMap((raw: Json): AccountListEntry[] => {
    const parsed = normalizeAccount(raw);
    if (!parsed.ok) return [];
    const account = parsed.value;
    const expires = list === 'mutes' ? (account.mute_expires_at ?? null) : null;
    return [
      {
        key: `account:${account.id}`,
        kind: 'account',
        account: toAccountChip(account),
        muteExpiresAt: expires,
        note: sanitizeHtml(account.note ?? '', { emojis: account.emojis ?? [] }),
      },
    ];
  });
}

export async function fetchAccountListPage(
  request: Request,
  list: AccountListKind,
  page: Record<string, string> | null,
): Promise<IntentResult> {
  const { call, path } = ENDPOINTS[list];
  const r = await request({ call, method: 'GET', path, query: { ...(page ?? {}) } });
  if (!r.ok) return { ok: false, alert: toAlert(r.error) };
  const value: AccountListPage = {
    entries: toListEntries(list, r.answer.body),
    next: parseLinkHeader(r.answer.headers.get('link')).next,
  };
  return { ok: true, value };
}

export async function unblockDomain(request: Request, domain: string): Promise<IntentResult> {
  const r = await request(actionRequest('', domain, { action: 'unblockDomain' }));
  return r.ok ? { ok: true } : { ok: false, alert: toAlert(r.error) };
}
