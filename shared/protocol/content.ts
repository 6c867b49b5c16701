// Remote HTML never reaches the DOM as HTML. The core parses and cleans it into this allow-listed tree
// (worker/content/), and views render the tree as React elements. A plain string is a text node.

export type ContentNode = string | ContentElement;

export type ContentElement =
  | {
      t: 'p' | 'br' | 'em' | 'strong' | 'del' | 'code' | 'pre' | 'blockquote' | 'ul' | 'ol' | 'li' | 'span';
      c?: ContentNode[];
    }
  /** An external link; `href` is http(s) only. `display` is the shortened label Mastodon shows (no scheme, ellipsis). */
  | { t: 'a'; href: string; c: ContentNode[] }
  /** A mention; `acct` resolves in the app (route /@acct), `href` is the remote profile. */
  | { t: 'mention'; acct: string; accountId: string | null; href: string; c: ContentNode[] }
  /** A hashtag; opens the tag timeline in the app. */
  | { t: 'hashtag'; tag: string; href: string; c: ContentNode[] }
  | { t: 'emoji'; shortcode: string; url: string; staticUrl: string };
