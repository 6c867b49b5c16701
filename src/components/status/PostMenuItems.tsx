// The items of a post's "More" menu, in their own module fetched after the first paint (deferred): a menu is rarely
// opened, so its items, the compose hand-off for Edit and Delete & re-draft, and the pin rule stay out of the
// startup bundle. Pin is offered only where the server allows it (shared/status-permissions.ts). For another
// author's post the menu shows what can be done about them (post-menu-relationship.ts), from the core's
// relationship to them: asked for as the menu opens, batched by the core with every other one asked within 500 ms.
// What asks first (delete, re-draft, unfollow when the settings say so; block, mute, a domain block always) opens
// its modal through `onModal`, kept by the action bar: the menu closes as it opens.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Intent, StatusToggle } from '../../../shared/protocol/intents.ts';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { shouldConfirm } from '../../../shared/settings/confirmations.ts';
import { canPin } from '../../../shared/status-permissions.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import { useOpenCompose } from '../compose/open-compose.ts';
import { useOpenMention } from '../compose/open-mention.ts';
import { useRelationship } from '../use-relationship.ts';
import { type PostModal, relationshipItems } from './post-menu-relationship.ts';
import { DENIAL_TEXT, denialOf } from './quote-denial.ts';

export function PostMenuItems({
  status,
  send,
  onModal,
}: {
  status: StatusView;
  send: (i: Intent) => void;
  /** Opens a modal of the post (FILTER, BLOCK, MUTE, a confirmation). */
  onModal: (m: PostModal) => void;
}) {
  useSignals();
  const core = useCore();
  const openCompose = useOpenCompose();
  const openMention = useOpenMention();
  const settings = useComputed(() => core.global.value.settings).value;
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
        <button type="button" onClick={() => onModal({ kind: 'filter' })}>
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
            onClick={() =>
              shouldConfirm(settings, 'delete')
                ? onModal({ kind: 'delete' })
                : send({ type: 'status.delete', statusId: status.id, redraft: false })
            }
          >
            {t('post.delete')}
          </button>
          <button
            type="button"
            onClick={() =>
              shouldConfirm(settings, 'redraft')
                ? onModal({ kind: 'redraft' })
                : openCompose('redraft', status.id)
            }
          >
            {t('post.redraft')}
          </button>
        </>
      ) : (
        <>
          <hr />
          <AuthorItems status={status} send={send} onModal={onModal} settings={settings} />
          <button type="button" className="menu-danger" onClick={() => onModal({ kind: 'report' })}>
            {t('report.menuItem', { acct: status.account.acct })}
          </button>
        </>
      )}
    </>
  );
}

/** Follow, mute, block and domain block of the post's author, as the core's relationship to them says. */
function AuthorItems({
  status,
  send,
  onModal,
  settings,
}: {
  status: StatusView;
  send: (i: Intent) => void;
  onModal: (m: PostModal) => void;
  settings: Record<string, unknown>;
}) {
  useSignals();
  const t = useT();
  const account = status.account;
  const relationship = useRelationship(account.id);
  const items = relationshipItems(account.acct, relationship, shouldConfirm(settings, 'unfollow'));
  if (items.length === 0)
    return (
      <button type="button" disabled aria-busy="true">
        {t('modals.relationshipLoading', { acct: account.acct })}
      </button>
    );
  return (
    <>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className={item.danger ? 'menu-danger' : undefined}
          onClick={() =>
            item.modal
              ? onModal(item.modal)
              : item.relate && send({ type: 'account.relate', accountId: account.id, relate: item.relate })
          }
        >
          {t(item.label, item.values)}
        </button>
      ))}
    </>
  );
}
