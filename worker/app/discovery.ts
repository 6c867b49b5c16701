// Discovery for one account, wired: the explore lists (trends, suggestions, the directory: worker/discovery/
// explore-calls.ts), and the hashtags through one tag book for every tab (a tag's header and the followed tags are
// views; follow/feature are optimistic there and reverted on failure).
import type { DiscoveryIntent } from '../../shared/protocol/discovery.ts';
import type { IntentResult } from '../../shared/protocol/intents.ts';
import type { LiveView, ViewEmit } from '../core/view-registry.ts';
import {
  directoryPage,
  dismissSuggestion,
  type Request,
  suggestions,
  trendingLinks,
  trendingTags,
} from '../discovery/explore-calls.ts';
import { createTagBook } from '../discovery/tag-book.ts';
import { type FollowedTagsView, openFollowedTagsView, openTagView } from '../discovery/tag-views.ts';

export function createDiscoveryWiring(request: Request) {
  const book = createTagBook(request);
  const tagViews = new Map<string, string>();
  const followedViews = new Map<string, FollowedTagsView>();
  return {
    intent(intent: DiscoveryIntent): Promise<IntentResult> {
      switch (intent.type) {
        case 'trends.tags':
          return trendingTags(request);
        case 'trends.links':
          return trendingLinks(request);
        case 'suggestions.list':
          return suggestions(request);
        case 'suggestions.dismiss':
          return dismissSuggestion(request, intent.accountId);
        case 'directory.page':
          return directoryPage(request, intent);
        case 'tag.act':
          return book.act(intent.name, intent.action);
      }
    },
    openTag(key: string, name: string, emit: ViewEmit): LiveView {
      tagViews.set(key, name);
      const view = openTagView(book, name, emit);
      return {
        snapshot: view.snapshot,
        dispose() {
          tagViews.delete(key);
          view.dispose();
        },
      };
    },
    openFollowed(key: string, emit: ViewEmit): LiveView {
      const view = openFollowedTagsView(book, request, emit);
      followedViews.set(key, view);
      return {
        snapshot: view.snapshot,
        dispose() {
          followedViews.delete(key);
          view.dispose();
        },
      };
    },
    /** view.reload and view.loadMore of the hashtag views; null for other views. */
    reload(key: string): Promise<IntentResult> | null {
      const name = tagViews.get(key);
      if (name !== undefined) return book.refresh(name).then(() => ({ ok: true }));
      return followedViews.get(key)?.reload() ?? null;
    },
    loadMore: (key: string): Promise<IntentResult> | null => followedViews.get(key)?.loadMore() ?? null,
    dispose: () => book.dispose(),
  };
}

export type DiscoveryWiring = ReturnType<typeof createDiscoveryWiring>;
