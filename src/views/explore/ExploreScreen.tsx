// /explore with its tabs, at Mastodon's addresses: /explore (and /explore/posts) trending posts, /explore/tags
// trending hashtags, /explore/links trending links, /explore/suggestions who to follow. With trends.show off only
// the suggestions are offered. Trending posts are a timeline of the core, so their actions work as anywhere.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { trendsShown } from '../../../shared/settings/trends-setting.ts';
import { useCore } from '../../app/core-context.tsx';
import { Tabs } from '../../design/Tabs.tsx';
import { type MessageId, useT } from '../../i18n/index.ts';
import { ViewScreen } from '../ViewScreen.tsx';
import { Suggestions } from './Suggestions.tsx';
import { TrendingLinks } from './TrendingLinks.tsx';
import { TrendingTags } from './TrendingTags.tsx';
import './explore.css';

export type ExploreTab = 'posts' | 'tags' | 'links' | 'suggestions';

const TABS: { id: ExploreTab; label: MessageId; trend: boolean }[] = [
  { id: 'posts', label: 'explore.tabPosts', trend: true },
  { id: 'tags', label: 'explore.tabTags', trend: true },
  { id: 'links', label: 'explore.tabLinks', trend: true },
  { id: 'suggestions', label: 'explore.tabSuggestions', trend: false },
];

export default function ExploreScreen({ tab }: { tab?: ExploreTab }) {
  useSignals();
  const core = useCore();
  const t = useT();
  const [, navigate] = useLocation();
  const showTrends = useComputed(() =>
    trendsShown(core.global.value.settings as Record<string, unknown>),
  ).value;
  const tabs = TABS.filter((x) => showTrends || !x.trend);
  const current: ExploreTab = tab && tabs.some((x) => x.id === tab) ? tab : (tabs[0]?.id ?? 'suggestions');
  return (
    <section className="view-screen explore-screen">
      <h2 className="column-title">{t('explore.title')}</h2>
      <Tabs
        tabs={tabs.map((x) => ({ id: x.id, label: t(x.label) }))}
        selected={current}
        onSelect={(id) => navigate(`/explore/${id}`)}
        label={t('explore.tabsLabel')}
      />
      <div
        className="explore-panel"
        role="tabpanel"
        aria-label={t(TABS.find((x) => x.id === current)?.label ?? 'explore.title')}
      >
        {current === 'posts' ? (
          <ViewScreen spec={{ kind: 'timeline', timeline: 'trends' }} title={t('explore.postsTitle')} />
        ) : current === 'tags' ? (
          <TrendingTags />
        ) : current === 'links' ? (
          <TrendingLinks />
        ) : (
          <Suggestions />
        )}
      </div>
    </section>
  );
}
