// Renders the core's allow-listed content tree as React elements. Never HTML: text goes through React's text
// escaping, only known tags are produced, and hrefs are re-checked here (defence in depth against a core bug).
import type { ReactNode } from 'react';
import type { ContentElement, ContentNode } from '../../../shared/protocol/content.ts';
import { safeHref } from './content-dom.ts';

export { safeHref };

export function ContentTree({ nodes }: { nodes: readonly ContentNode[] }) {
  return <>{renderNodes(nodes, '')}</>;
}

function renderNodes(nodes: readonly ContentNode[] | undefined, prefix: string): ReactNode[] {
  if (!nodes) return [];
  return nodes.map((n, i) => renderNode(n, `${prefix}${i}`));
}

function renderNode(node: ContentNode, key: string): ReactNode {
  if (typeof node === 'string') return node;
  if (!node || typeof node !== 'object') return null;
  const children = 'c' in node ? renderNodes(node.c, `${key}.`) : [];
  const el = node as ContentElement;
  switch (el.t) {
    case 'p':
      // Each paragraph takes its direction from its own text: an Arabic paragraph reads right to left beside an
      // English one in the same post.
      return (
        <p key={key} dir="auto">
          {children}
        </p>
      );
    case 'br':
      return <br key={key} />;
    case 'em':
      return <em key={key}>{children}</em>;
    case 'strong':
      return <strong key={key}>{children}</strong>;
    case 'del':
      return <del key={key}>{children}</del>;
    case 'code':
      return <code key={key}>{children}</code>;
    case 'pre':
      return <pre key={key}>{children}</pre>;
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'ul':
      return <ul key={key}>{children}</ul>;
    case 'ol':
      return <ol key={key}>{children}</ol>;
    case 'li':
      return (
        <li key={key} dir="auto">
          {children}
        </li>
      );
    case 'span':
      return <span key={key}>{children}</span>;
    case 'a': {
      const href = safeHref(el.href);
      if (!href) return <span key={key}>{children}</span>;
      return (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow" className="content-link">
          {children}
        </a>
      );
    }
    case 'mention':
      return (
        <a
          key={key}
          href={`/@${encodeURIComponent(el.acct).replace(/%40/g, '@')}`}
          className="mention"
          data-nav=""
        >
          {children}
        </a>
      );
    case 'hashtag':
      return (
        <a key={key} href={`/tags/${encodeURIComponent(el.tag)}`} className="hashtag" data-nav="">
          {children}
        </a>
      );
    case 'emoji': {
      const src = safeHref(el.staticUrl) ?? safeHref(el.url);
      const alt = `:${el.shortcode}:`;
      if (!src) return alt;
      return <img key={key} className="custom-emoji" src={src} alt={alt} title={alt} draggable={false} />;
    }
    default:
      // An unknown element from a newer core: keep its text, drop the element.
      return <span key={key}>{children}</span>;
  }
}
