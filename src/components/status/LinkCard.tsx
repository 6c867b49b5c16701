// The preview card of a link; 'Preview not available' when the server found neither an image nor a title.
import type { CardView } from '../../../shared/protocol/rows.ts';
import { useT } from '../../i18n/index.ts';
import { safeHref } from '../content/ContentTree.tsx';

export function LinkCard({ card }: { card: CardView }) {
  const href = safeHref(card.url);
  const hasPreview = Boolean(card.image || card.title);
  const t = useT();
  const body = hasPreview ? (
    <>
      {card.image ? <img className="card-image" src={card.image} alt="" loading="lazy" /> : null}
      <span className="card-text">
        {card.providerName ? <span className="card-provider">{card.providerName}</span> : null}
        <strong className="card-title">{card.title}</strong>
        {card.description ? <span className="card-description">{card.description}</span> : null}
        {card.authorName ? (
          <span className="card-author">{t('post.cardBy', { name: card.authorName })}</span>
        ) : null}
      </span>
    </>
  ) : (
    <span className="card-empty">{t('post.cardEmpty')}</span>
  );
  if (!href) return <div className="link-card">{body}</div>;
  return (
    <a className="link-card" href={href} target="_blank" rel="noopener noreferrer nofollow">
      {body}
    </a>
  );
}
