// /followed_tags: the hashtags the user follows, from the core's view (paged by next links; a follow made in any
// tab joins the top). Unfollow in place: the row stays, showing Follow, until the list is opened again.

import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { TagRow } from '../../../shared/protocol/discovery.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { Button } from '../../design/Button.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { TagListItem } from './TagListItem.tsx';
import '../explore/explore.css';
import './tags.css';

export default function FollowedTagsScreen() {
  useSignals();
  const core = useCore();
  const t = useT();
  const store = core.useView({ kind: 'followedTags' });
  const rows = useComputed(() =>
    store.keys.value.flatMap((k) => {
      const r = store.row(k)?.value;
      return r?.kind === 'tag' ? [r] : [];
    }),
  ).value;
  const meta = store.meta.value;
  const act = (tag: TagRow) =>
    void core.intent({ type: 'tag.act', name: tag.name, action: tag.following ? 'unfollow' : 'follow' });
  return (
    <section className="view-screen followed-tags-screen" aria-busy={meta.isLoading}>
      <h2 className="column-title">{t('tags.followedTitle')}</h2>
      <div className="explore-panel">
        {rows.length > 0 ? (
          <ul className="tag-list">
            {rows.map((tag) => (
              <TagListItem key={tag.key} tag={tag}>
                <Button
                  variant={tag.following === false ? 'primary' : 'plain'}
                  aria-label={t(tag.following === false ? 'tags.followName' : 'tags.unfollowName', {
                    name: tag.name,
                  })}
                  onClick={() => act(tag)}
                >
                  {tag.following === false ? t('tags.follow') : t('tags.unfollow')}
                </Button>
              </TagListItem>
            ))}
          </ul>
        ) : null}
        {meta.error ? (
          <ErrorState
            title={t('tags.followedFailed')}
            message={coreMessage(meta.error)}
            onRetry={() =>
              void core.intent({ type: rows.length ? 'view.loadMore' : 'view.reload', view: store.view })
            }
          />
        ) : !store.ready.value || (meta.isLoading && rows.length === 0) ? (
          <SkeletonRows count={4} />
        ) : rows.length === 0 ? (
          <EmptyState icon="hashtag" title={t('tags.followedEmpty')} />
        ) : meta.hasMore ? (
          <div className="explore-more">
            <Button
              disabled={meta.isLoading}
              onClick={() => void core.intent({ type: 'view.loadMore', view: store.view })}
            >
              {t('tags.more')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
