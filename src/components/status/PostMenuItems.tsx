// The items of a post's "More" menu, in their own module fetched after the first paint (deferred): a menu is rarely
// opened, so its items, the compose hand-off for Edit and Delete & re-draft, and the pin rule stay out of the
// startup bundle. Pin is offered only where the server allows it (shared/status-permissions.ts).
import type { Intent, StatusToggle } from '../../../shared/protocol/intents.ts';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { canPin } from '../../../shared/status-permissions.ts';
import { useT } from '../../i18n/index.ts';
import { useOpenCompose } from '../compose/open-compose.ts';
import { useOpenMention } from '../compose/open-mention.ts';
import { DENIAL_TEXT, denialOf } from './quote-denial.ts';

export function PostMenuItems({
  status,
  send,
  onFilter,
}: {
  status: StatusView;
  send: (i: Intent) => void;
  /** Opens the FILTER modal (kept by the action bar: the menu closes as it opens). */
  onFilter: () => void;
}) {
  const openCompose = useOpenCompose();
  const openMention = useOpenMention();
  const toggle = (action: StatusToggle, current: boolean) =>
    send({ type: 'status.toggle', statusId: status.id, action, value: !current });
  const t = useT();
  const quoteDenied = denialOf(status);
  return (
    <>
      <button
        type="button"
        disabled={quoteDenied !== null}
        title={quoteDenied ? t(DENIAL_TEXT[quoteDenied]) : undefined}
        onClick={() => openCompose('quote', status.id)}
      >
        {t('composeMedia.quote')}
      </button>
      <button type="button" onClick={() => toggle('mute', status.muted)}>
        {status.muted ? t('post.unmuteConversation') : t('post.muteConversation')}
      </button>
      {status.own ? null : (
        <button type="button" onClick={() => openMention(status.account.acct, false)}>
          {t('composeSuggest.mention', { acct: status.account.acct })}
        </button>
      )}
      {status.own ? null : (
        <button type="button" onClick={onFilter}>
          {t('post.filter')}
        </button>
      )}
      {status.own ? (
        <>
          {status.pinned || canPin(status) ? (
            <button type="button" onClick={() => toggle('pin', status.pinned)}>
              {status.pinned ? t('post.unpin') : t('post.pin')}
            </button>
          ) : null}
          <button type="button" onClick={() => openCompose('edit', status.id)}>
            {t('post.edit')}
          </button>
          <button
            type="button"
            onClick={() => send({ type: 'status.delete', statusId: status.id, redraft: false })}
          >
            {t('post.delete')}
          </button>
          <button type="button" onClick={() => openCompose('redraft', status.id)}>
            {t('post.redraft')}
          </button>
        </>
      ) : null}
    </>
  );
}
