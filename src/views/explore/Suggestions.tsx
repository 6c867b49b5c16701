// Explore › For you: follow suggestions (GET /api/v2/suggestions, limit 20), each with why it is suggested, a
// relationship button (the core's, so a follow made here shows in every tab), and "Don't suggest again" (DELETE
// /api/v1/suggestions/{id}); a dismissed one leaves at once and comes back if the server refuses.
import type { SuggestionItem, SuggestionSource } from '../../../shared/protocol/discovery.ts';
import { useCore } from '../../app/core-context.tsx';
import { AccountRow } from '../../components/AccountRow.tsx';
import { AccountRelationshipButton } from '../../components/RelationshipButton.tsx';
import { IconButton } from '../../design/Button.tsx';
import { type MessageId, useT } from '../../i18n/index.ts';
import { ListStates } from './ListStates.tsx';
import { useIntentValue } from './use-intent-value.ts';

const WHY: Record<SuggestionSource, MessageId> = {
  featured: 'explore.whyFeatured',
  most_followed: 'explore.whyMostFollowed',
  most_interactions: 'explore.whyMostInteractions',
  similar_to_recently_followed: 'explore.whySimilar',
  friends_of_friends: 'explore.whyFriends',
};

export function Suggestions() {
  const t = useT();
  const core = useCore();
  const [value, retry, update] = useIntentValue<SuggestionItem[]>(
    { type: 'suggestions.list' },
    'suggestions',
  );
  const dismiss = (item: SuggestionItem, index: number) => {
    const id = item.account.account.id;
    update((list) => list.filter((x) => x.account.account.id !== id));
    void core.intent({ type: 'suggestions.dismiss', accountId: id }).then((r) => {
      // Refused: back where it was (the core has shown the alert).
      if (!r.ok) update((list) => [...list.slice(0, index), item, ...list.slice(index)]);
    });
  };
  return (
    <ListStates
      value={value}
      retry={retry}
      failedTitle={t('explore.suggestionsFailed')}
      emptyTitle={t('explore.suggestionsEmpty')}
      emptyIcon="people"
    >
      {(items) => (
        <ul className="suggestion-list">
          {items.map((item, i) => (
            <li key={item.account.key} className="suggestion-item" data-account={item.account.account.acct}>
              <AccountRow row={item.account} />
              <p className="suggestion-why">{item.sources.map((s) => t(WHY[s])).join(' · ')}</p>
              <div className="suggestion-actions">
                <AccountRelationshipButton account={item.account.account} />
                <IconButton
                  icon="close"
                  label={t('explore.dismiss', { acct: item.account.account.acct })}
                  onClick={() => dismiss(item, i)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
