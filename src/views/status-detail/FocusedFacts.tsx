// What the focused post of a thread states under its text, as Mastodon's detailed status does: its full date (a
// link to the post on its server), visibility as icon and name, the application it was posted with (linked when it
// has a website), "Edited {date}" opening the edit history, and the counts, of which boosts and favourites open who
// boosted and who favourited it.
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { Icon, VISIBILITY } from '../../components/status/Icon.tsx';
import { statusPath } from '../../components/status/StatusBody.tsx';
import { T, useT } from '../../i18n/index.ts';
import { type CountKind, focusedFacts } from '../../routes/lazy/thread-detail.ts';
import './status-detail.css';

const COUNT_MESSAGES = {
  replies: 'focused.replies',
  reblogs: 'focused.reblogs',
  favourites: 'focused.favourites',
  quotes: 'focused.quotes',
} as const satisfies Record<CountKind, string>;

export function FocusedFacts({ status }: { status: StatusView }) {
  const t = useT();
  const facts = focusedFacts(status, statusPath(status));
  const app = facts.application;
  return (
    <div className="focused-facts">
      <p className="focused-meta">
        {facts.created ? (
          <a className="focused-date" href={status.url} target="_blank" rel="noopener noreferrer">
            <time dateTime={status.createdAt}>{t('focused.date', { date: facts.created })}</time>
          </a>
        ) : null}
        <span className="focused-visibility">
          <Icon name={VISIBILITY[facts.visibility].icon} />
          {t(`focused.visibility.${facts.visibility}`)}
        </span>
        {app ? (
          <span className="focused-application">
            <T
              id="focused.via"
              values={{
                app: app.website ? (
                  <a href={app.website} target="_blank" rel="noopener noreferrer">
                    {app.name}
                  </a>
                ) : (
                  app.name
                ),
              }}
            />
          </span>
        ) : null}
        {facts.edited && facts.historyPath ? (
          <a className="focused-edited" href={facts.historyPath} data-nav="">
            {t('focused.edited', { date: facts.edited })}
          </a>
        ) : null}
      </p>
      <p className="focused-counts">
        {facts.counts.map(({ kind, count, path }) => {
          const text = t(COUNT_MESSAGES[kind], { count });
          return path ? (
            <a key={kind} className={`focused-count count-${kind}`} href={path} data-nav="">
              {text}
            </a>
          ) : (
            <span key={kind} className={`focused-count count-${kind}`}>
              {text}
            </span>
          );
        })}
      </p>
    </div>
  );
}
