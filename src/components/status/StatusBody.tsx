// The part of a post shared by a timeline row, a notification and a quote: header, content warning, text,
// media, poll, card and quote. Toggles are remembered per post (ui-state.ts).
// Built for a streamed post's cost (issue 20, item 1): the header's parts (avatar, name, visibility, time) and the
// text are plain elements made here, not components of their own, and nothing here subscribes to the language or
// the settings: the list's row environment (row-env.tsx) brings them and re-renders the row when they change.
import type { Intent } from '../../../shared/protocol/intents.ts';
import type { QuoteView, StatusView } from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import { type MessageId, t } from '../../i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';
import { contentRef } from '../content/content-dom.ts';
import { type RowEnv, RowEnvProvider, useRowEnv } from '../virtual-list/row-env.tsx';
import { accountName, avatar } from './AccountName.tsx';
import { icon, VISIBILITY } from './Icon.tsx';
import { MediaGrid } from './MediaGrid.tsx';
import { relativeTimeElement } from './RelativeTime.tsx';
import { statusPath } from './status-path.ts';
import { shownStatus, TranslateOffer } from './translate-offer.tsx';
import { useRowUiState } from './ui-state.ts';

/** Polls and link cards are in a minority of posts: their modules are fetched after the first paint (or when one is
 *  first drawn), keeping the startup bundle within its budget. */
const Poll = deferred(() => import('./Poll.tsx').then((m) => m.Poll)).Component;
const LinkCard = deferred(() => import('./LinkCard.tsx').then((m) => m.LinkCard)).Component;

/** What the media overlay says, or null when the media shows at once. */
export function mediaHiddenLabel(
  status: Pick<StatusView, 'sensitive'>,
  blurFilter: string | null,
  display: 'default' | 'show_all' | 'hide_all',
): string | null {
  if (display === 'show_all') return null;
  if (blurFilter !== null) return t('post.filterWarning', { titles: blurFilter });
  if (status.sensitive) return t('post.sensitive');
  if (display === 'hide_all') return t('post.mediaHidden');
  return null;
}

/**
 * Whether the media is behind its overlay: the reader's choice when they made one (Hide works on any media, not
 * only sensitive media), else whether there is a reason to hide it (a label).
 */
export function mediaHidden(label: string | null, choice: 'shown' | 'hidden' | null): boolean {
  if (choice !== null) return choice === 'hidden';
  return label !== null;
}

export { statusPath };

export function StatusBody({
  status: original,
  blurFilter,
  nested = false,
}: {
  status: StatusView;
  /** The title of a matching blur filter, which hides the media. */
  blurFilter: string | null;
  nested?: boolean;
}) {
  const core = useCore();
  const [ui, setUi] = useRowUiState(original.id);
  const env = useRowEnv();
  if (env === null)
    return (
      <RowEnvProvider>
        <StatusBody status={original} blurFilter={blurFilter} nested={nested} />
      </RowEnvProvider>
    );
  // A translation the reader asked for shows in place: text, warning, poll options and media descriptions.
  const status = shownStatus(original, ui.translation);
  const send = (i: Intent) => void core.intent(i);
  const hasCw = status.spoilerText.length > 0;
  const contentShown = !hasCw || ui.cwOpen;
  const path = statusPath(status);
  const visibility = VISIBILITY[status.visibility];
  return (
    <div className={nested ? 'status-body nested' : 'status-body'}>
      <header className="status-header">
        {avatar(status.account, nested ? 24 : 46)}
        {accountName(status.account)}
        {icon(visibility.icon, t(visibility.label))}
        <a className="status-time" href={path} data-nav="">
          {relativeTimeElement(status.createdAt)}
          {status.editedAt ? (
            <span className="edited" title={t('post.edited')}>
              {' *'}
            </span>
          ) : null}
        </a>
      </header>
      {hasCw ? (
        <div className="content-warning">
          <span className="spoiler-text" dir="auto">
            {status.spoilerText}
          </span>{' '}
          <button
            type="button"
            className="cw-toggle"
            aria-expanded={ui.cwOpen}
            onClick={() => setUi({ cwOpen: !ui.cwOpen })}
          >
            {ui.cwOpen ? t('post.showLess') : t('post.showMore')}
          </button>
        </div>
      ) : null}
      {contentShown ? (
        <>
          {/* The text's nodes are made by the ref, once per tree (content-dom.ts): React leaves the element empty. */}
          <div
            className="status-content"
            lang={status.language ?? undefined}
            ref={contentRef(status.content)}
          />
          {nested
            ? null
            : TranslateOffer({
                status: original,
                env,
                translation: ui.translation,
                onChange: (translation) => setUi({ translation }),
              })}
          {status.media.length > 0 ? (
            <StatusMedia
              status={status}
              env={env}
              blurFilter={blurFilter}
              choice={ui.media}
              onChoice={(media) => setUi({ media })}
            />
          ) : null}
          {status.poll ? <Poll poll={status.poll} statusId={status.id} own={status.own} send={send} /> : null}
          {status.card && status.media.length === 0 && !status.poll ? <LinkCard card={status.card} /> : null}
          {status.quote && !nested ? <Quote quote={status.quote} /> : null}
        </>
      ) : null}
    </div>
  );
}

/** The media of a post, hidden or not by the media setting (from the list's row environment). */
function StatusMedia({
  status,
  env,
  blurFilter,
  choice,
  onChoice,
}: {
  status: StatusView;
  env: RowEnv;
  blurFilter: string | null;
  choice: 'shown' | 'hidden' | null;
  onChoice: (choice: 'shown' | 'hidden') => void;
}) {
  const hiddenLabel = mediaHiddenLabel(status, blurFilter, env.mediaDisplay);
  return (
    <MediaGrid
      media={status.media}
      hidden={mediaHidden(hiddenLabel, choice)}
      hiddenLabel={hiddenLabel ?? t('post.mediaHidden')}
      onReveal={() => onChoice('shown')}
      onHide={() => onChoice('hidden')}
      status={status}
      autoplayGifs={env.autoplayGifs}
      blurhash={env.blurhash}
    />
  );
}

const QUOTE_STATE_TEXT: Record<Exclude<QuoteView['state'], 'shown'>, MessageId> = {
  deleted: 'post.quote.deleted',
  pending: 'post.quote.pending',
  rejected: 'post.quote.rejected',
  revoked: 'post.quote.revoked',
  unauthorized: 'post.quote.unauthorized',
  blocked: 'post.quote.blocked',
  muted: 'post.quote.muted',
  unavailable: 'post.quote.unavailable',
};

export function Quote({ quote }: { quote: QuoteView }) {
  if (quote.state === 'shown') {
    return (
      <blockquote className="quote">
        <StatusBody status={quote.status} blurFilter={null} nested />
      </blockquote>
    );
  }
  return <div className={`quote quote-${quote.state}`}>{t(QUOTE_STATE_TEXT[quote.state])}</div>;
}
