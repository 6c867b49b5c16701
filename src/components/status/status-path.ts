// A post's address in Woolly, as in Mastodon's web UI: /@acct/id. Its own module so that screens which only link to
// posts do not pull the post's components into the startup bundle.
import type { StatusView } from '../../../shared/protocol/rows.ts';

export function statusPath(status: Pick<StatusView, 'id' | 'account'>): string {
  return `/@${status.account.acct}/${status.id}`;
}
