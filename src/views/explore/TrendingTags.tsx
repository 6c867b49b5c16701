// Explore › Hashtags: the trending hashtags with their week of use (GET /api/v1/trends/tags, through the core).
import type { TagRow } from '../../../shared/protocol/discovery.ts';
import { useT } from '../../i18n/index.ts';
import { TagListItem } from '../tags/TagListItem.tsx';
import { ListStates } from './ListStates.tsx';
import { useIntentValue } from './use-intent-value.ts';

export function TrendingTags() {
  const t = useT();
  const [value, retry] = useIntentValue<TagRow[]>({ type: 'trends.tags' }, 'trends.tags');
  return (
    <ListStates
      value={value}
      retry={retry}
      failedTitle={t('explore.tagsFailed')}
      emptyTitle={t('explore.tagsEmpty')}
      emptyIcon="hashtag"
    >
      {(tags) => (
        <ul className="tag-list">
          {tags.map((tag) => (
            <TagListItem key={tag.key} tag={tag} />
          ))}
        </ul>
      )}
    </ListStates>
  );
}
