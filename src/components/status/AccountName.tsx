// Avatar, display name and handle of an account, linking to its profile inside the app. Each is a plain function
// too (avatar(), displayName(), accountName()): a post's header calls them rather than mounting a component per part,
// which every streamed post would otherwise pay for (issue 20, item 1); they hold no state.

import type { AccountChip } from '../../../shared/protocol/rows.ts';
import { contentRef } from '../content/content-dom.ts';

/** A ref setting the image's source once it is attached. React 19 sets an <img>'s `src` prop twice: when it creates
 *  the element, then again when it commits it (so that a load event is not missed), and each assignment makes the
 *  browser look the image up again (a resource request per avatar per streamed post, measured at about a sixth of
 *  React's work for the row). An avatar listens for no load event, so its source is set here, once. */
export const imageSource =
  (src: string) =>
  (el: HTMLImageElement | null): void => {
    if (el && el.getAttribute('src') !== src) el.src = src;
  };

export function avatar(account: AccountChip, size = 46) {
  const src = account.avatarStatic || account.avatar;
  return (
    <img
      className="avatar"
      ref={src ? imageSource(src) : undefined}
      alt=""
      width={size}
      height={size}
      decoding="async"
    />
  );
}

export function Avatar({ account, size = 46 }: { account: AccountChip; size?: number }) {
  return avatar(account, size);
}

export function displayName(account: AccountChip) {
  // Built by the content DOM builder like a post's text (content-dom.ts): React leaves the element empty.
  return (
    <bdi
      className="display-name"
      dir="auto"
      ref={contentRef(account.displayName.length > 0 ? account.displayName : [account.username])}
    />
  );
}

export function DisplayName({ account }: { account: AccountChip }) {
  return displayName(account);
}

export function accountName(account: AccountChip) {
  return (
    <a href={`/@${account.acct}`} className="account-name" data-nav="">
      {displayName(account)}
      {/* A handle reads left to right in any interface (in Arabic it would otherwise show as "woolly@"). */}
      <span className="handle" dir="ltr">
        @{account.acct}
      </span>
    </a>
  );
}

export function AccountName({ account }: { account: AccountChip }) {
  return accountName(account);
}
