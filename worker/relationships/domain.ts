// Which accounts a domain block covers: those whose acct ends in the blocked domain, or in one of its subdomains
// (Mastodon blocks `sub.example.com` with `example.com`). Local accounts (no `@host`) are never covered.

export function isOnDomain(acct: string | undefined, domain: string): boolean {
  if (!acct || !domain) return false;
  const at = acct.lastIndexOf('@');
  if (at < 0) return false;
  const host = acct.slice(at + 1).toLowerCase();
  const blocked = domain.trim().toLowerCase();
  return blocked !== '' && (host === blocked || host.endsWith(`.${blocked}`));
}
