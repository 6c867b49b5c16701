// One hashtag in a list (trending hashtags, followed hashtags): its name linking to its timeline, how many people
// used it over the last days, and its daily use as a sparkline with the week's posts in short form.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { TagRow } from '../../../shared/protocol/discovery.ts';
import { useT } from '../../i18n/index.ts';
import { Sparkline } from '../explore/Sparkline.tsx';

export function TagListItem({ tag, children }: { tag: TagRow; children?: ReactNode }) {
  const t = useT();
  return (
    <li className="tag-item" data-tag={tag.name.toLowerCase()}>
      <div className="tag-item-body">
        <Link href={`/tags/${encodeURIComponent(tag.name)}`} className="tag-item-name">
          #{tag.name}
        </Link>
        <span className="tag-item-people">{t('tags.people', { n: tag.use.accounts })}</span>
      </div>
      <div className="tag-item-use">
        <Sparkline values={tag.use.daily} />
        <span className="tag-item-uses">{t('tags.posts', { n: tag.use.uses })}</span>
      </div>
      {children ? <div className="tag-item-actions">{children}</div> : null}
    </li>
  );
}
