// Quote posts, as Mastodon 4.5 does them. Who may quote a post is its author's `quote_approval_policy`
// (public: anyone, followers: their followers, nobody: only the author), forced to nobody for followers-only and
// direct posts; a direct post is never quotable, and the author may always quote their own other posts. The server
// sends, with each post, how the policy applies to the viewer (`quote_approval.current_user`: automatic, manual,
// denied, unknown). The tab offers "Quote" from that and says why not; the demo instance decides with the same rule.

export const QUOTE_POLICIES = ['public', 'followers', 'nobody'] as const;
export type QuotePolicy = (typeof QUOTE_POLICIES)[number];
export type QuoteApprovalUser = 'automatic' | 'manual' | 'denied' | 'unknown';

export const isQuotePolicy = (v: unknown): v is QuotePolicy =>
  typeof v === 'string' && (QUOTE_POLICIES as readonly string[]).includes(v);

type Vis = 'public' | 'unlisted' | 'private' | 'direct';

/** The policy a post ends up with: followers-only and direct posts are always `nobody`. */
export function effectivePolicy(policy: QuotePolicy, visibility: Vis): QuotePolicy {
  return visibility === 'private' || visibility === 'direct' ? 'nobody' : policy;
}

/** The server's side: how a post's policy applies to a viewer. */
export function quoteApprovalFor(
  post: { policy: QuotePolicy; visibility: Vis; own: boolean },
  viewer: { signedIn: boolean; follows: boolean },
): { automatic: QuotePolicy[]; manual: QuotePolicy[]; current_user: QuoteApprovalUser } {
  const policy = effectivePolicy(post.policy, post.visibility);
  const automatic = policy === 'nobody' ? [] : [policy];
  let current: QuoteApprovalUser;
  if (!viewer.signedIn) current = 'unknown';
  else if (post.visibility === 'direct') current = 'denied';
  else if (post.own) current = 'automatic';
  else if (policy === 'public' || (policy === 'followers' && viewer.follows)) current = 'automatic';
  else current = 'denied';
  return { automatic, manual: [], current_user: current };
}

/** Why the viewer cannot quote a post, or null when they can (manual: the author will review it). */
export type QuoteDenial = 'denied' | 'direct' | 'private';

export function quoteDenial(post: {
  visibility: Vis;
  own: boolean;
  /** `quote_approval.current_user`; absent on servers without quotes (then the visibility decides). */
  quoteApproval?: QuoteApprovalUser | null;
}): QuoteDenial | null {
  if (post.visibility === 'direct') return 'direct';
  if (post.own) return null;
  if (post.quoteApproval === 'denied') return 'denied';
  if (post.visibility === 'private') return 'private';
  return null;
}

/** The visibility a quote of a followers-only post is forced to (the server does the same). */
export function quoteVisibility(quoted: Vis, chosen: Vis): Vis {
  return quoted === 'private' && (chosen === 'public' || chosen === 'unlisted') ? 'private' : chosen;
}
