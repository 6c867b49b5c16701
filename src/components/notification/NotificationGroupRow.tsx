// A notification group: icon, up to 8 stacked avatars, "A and N others <did something>", time, and the post
// (whole for mentions, an excerpt otherwise).
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { MAX_SAMPLE_ACCOUNTS } from '../../../shared/constants.ts';
import {
  mediaBlurTitle,
  type NotificationGroupRow as NotificationGroupModel,
} from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import { useNavigate } from '../../app/in-app-links.tsx';
import { T, useT } from '../../i18n/index.ts';
import { ContentTree } from '../content/ContentTree.tsx';
import { excerpt, excerptNodes } from '../content/plain-text.ts';
import { DisplayName } from '../status/AccountName.tsx';
import { ActionBar } from '../status/ActionBar.tsx';
import { Icon, type IconName } from '../status/Icon.tsx';
import { RelativeTime } from '../status/RelativeTime.tsx';
import { StatusBody, statusPath } from '../status/StatusBody.tsx';
import { filterWarning } from '../status/StatusRow.tsx';
import { useRowUiState } from '../status/ui-state.ts';
import { FollowRequestActions } from './FollowRequestActions.tsx';
import {
  actorValues,
  notificationAction,
  showsFullPost,
  systemNotificationText,
} from './notification-text.ts';

const ICONS: Record<string, IconName> = {
  favourite: 'favourite',
  reblog: 'boost',
  follow: 'people',
  follow_request: 'people',
  mention: 'at',
  status: 'bell',
  poll: 'poll',
  update: 'pencil',
  quote: 'reply',
  quoted_update: 'pencil',
  'admin.sign_up': 'people',
  'admin.report': 'flag',
  moderation_warning: 'warning',
  severed_relationships: 'scissors',
  annual_report: 'favourite',
};

export const NotificationGroupRow = memo(function NotificationGroupRow({
  row,
}: {
  row: NotificationGroupModel;
}) {
  useSignals();
  const core = useCore();
  const navigate = useNavigate();
  const first = row.sampleAccounts[0];
  const action = notificationAction(row);
  const t = useT();
  const full = showsFullPost(row.type) && row.status !== null;
  const status = row.status;
  const [ui, setUi] = useRowUiState(status?.id ?? row.key);
  const warned = row.filter?.action === 'warn' && !ui.filterOverridden;
  return (
    <article className={row.unread ? 'notification unread' : 'notification'} data-type={row.type}>
      <div className="notification-head">
        <span className={`notification-icon type-${row.type.replace('.', '-')}`}>
          <Icon name={ICONS[row.type] ?? 'bell'} />
        </span>
        {row.sampleAccounts.length > 0 && !full ? (
          <div className="stacked-avatars">
            {row.sampleAccounts.slice(0, MAX_SAMPLE_ACCOUNTS).map((a) => (
              <a key={a.id} href={`/@${a.acct}`} title={`@${a.acct}`} data-nav="">
                <img
                  className="avatar"
                  src={a.avatarStatic || a.avatar || undefined}
                  alt=""
                  width={28}
                  height={28}
                  loading="lazy"
                />
              </a>
            ))}
          </div>
        ) : null}
      </div>
      {row.type === 'mention' && full ? null : (
        <p className="notification-text">
          {action !== null && first ? (
            row.type === 'admin.report' && row.extra.report?.targetAccount ? (
              <T
                id="notifications.reported"
                values={{
                  name: (
                    <a href={`/@${first.acct}`} data-nav="">
                      <DisplayName account={first} />
                    </a>
                  ),
                  target: (
                    <a href={`/@${row.extra.report.targetAccount.acct}`} data-nav="">
                      <DisplayName account={row.extra.report.targetAccount} />
                    </a>
                  ),
                }}
              />
            ) : (
              <T
                id={action}
                values={actorValues(
                  <a href={`/@${first.acct}`} data-nav="">
                    <DisplayName account={first} />
                  </a>,
                  row.count,
                )}
              />
            )
          ) : (
            systemNotificationText(row)
          )}{' '}
          <span className="notification-time">
            <RelativeTime iso={row.latestAt} />
          </span>
        </p>
      )}
      {warned && row.filter ? (
        <p>
          <span className="filter-warning">{filterWarning(row.filter.titles)}</span>{' '}
          <button type="button" className="link-button" onClick={() => setUi({ filterOverridden: true })}>
            {t('post.showAnyway')}
          </button>
        </p>
      ) : null}
      {status && full && !warned ? (
        <>
          <StatusBody status={status} blurFilter={mediaBlurTitle(row.filter)} />
          <ActionBar
            status={status}
            send={(i) => void core.intent(i)}
            onReply={() => navigate(`/publish?reply=${status.id}`)}
          />
        </>
      ) : null}
      {status && !full && !warned ? (
        <a
          className="notification-excerpt"
          href={statusPath(status)}
          onClick={(e) => {
            e.preventDefault();
            navigate(statusPath(status));
          }}
        >
          {status.spoilerText ? (
            excerpt(status.spoilerText)
          ) : (
            <ContentTree nodes={excerptNodes(status.content)} />
          )}
        </a>
      ) : null}
      {row.type === 'follow_request' && first ? <FollowRequestActions account={first} /> : null}
      {row.type === 'moderation_warning' && row.extra.moderationWarning?.text ? (
        <p className="notification-excerpt">{row.extra.moderationWarning.text}</p>
      ) : null}
      {row.type === 'admin.report' && row.extra.report?.comment ? (
        <p className="notification-excerpt">{excerpt(row.extra.report.comment)}</p>
      ) : null}
    </article>
  );
});
