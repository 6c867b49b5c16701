// Route parameters come from the address bar, where anyone can type a broken escape (`/@%`, `/tags/%E0%A4%A`).
// Such an address names no account, tag or post: the routes show the not-found screen for it.

/** A path segment with its percent escapes decoded, or null when they are malformed. */
export function decodeSegment(segment: string | undefined): string | null {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return null;
  }
}
