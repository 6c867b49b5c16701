// The profile header: header image, avatar, names, note and fields (sanitized by the core), markers, joined date,
// counts in short form, and the relationship controls. Reads the one row of the core's profile view, so a change
// made in any tab (a follow, a block) shows here at once.

import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback } from 'react';
import { Link } from 'wouter';
import type { ProfileRow, RelationshipAction } from '../../../shared/protocol/profile.ts';
import { useCore } from '../../app/core-context.tsx';
import { ContentTree } from '../../components/content/ContentTree.tsx';
import { Avatar, DisplayName } from '../../components/status/AccountName.tsx';
import { T, useT } from '../../i18n/index.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { joinedText, shortCount } from './profile-format.ts';
import { RelationshipControls } from './RelationshipControls.tsx';

export function useProfileRow(accountId: string) {
  useSignals();
  const core = useCore();
  const store = core.useView({ kind: 'profile', accountId });
  const row = useComputed(() => {
    const key = store.keys.value[0];
    const r = key ? store.row(key)?.value : undefined;
    return r?.kind === 'profile' ? r : null;
  }).value;
  const meta = store.meta.value;
  const retry = useCallback(() => void core.intent({ type: 'view.reload', view: store.view }), [core, store]);
  return { row, error: meta.error, loading: !store.ready.value || meta.isLoading, retry };
}

export function ProfileHeader({ row }: { row: ProfileRow }) {
  const core = useCore();
  const act = useCallback(
    (relate: RelationshipAction) =>
      void core.intent({ type: 'account.relate', accountId: row.account.id, relate }),
    [core, row.account.id],
  );
  const still = prefersReducedMotion();
  const header = still ? row.headerStatic : row.header;
  const joined = joinedText(row.createdAt);
  const t = useT();
  return (
    <header className="profile-header">
      <div className="profile-banner">{header ? <img src={header} alt="" /> : null}</div>
      <div className="profile-identity">
        <Avatar
          account={still ? { ...row.account, avatar: row.account.avatarStatic } : row.account}
          size={88}
        />
        {row.self ? null : <RelationshipControls row={row} act={act} />}
      </div>
      <h2 className="profile-name">
        <DisplayName account={row.account} />
      </h2>
      <p className="profile-acct">
        @{row.account.acct}
        {row.account.locked ? <span className="profile-marker">{t('profile.locked')}</span> : null}
        {row.account.bot ? <span className="profile-marker">{t('profile.bot')}</span> : null}
        {row.group ? <span className="profile-marker">{t('profile.group')}</span> : null}
        {row.memorial ? <span className="profile-marker">{t('profile.memorial')}</span> : null}
        {row.relationship?.followedBy ? (
          <span className="profile-marker">{t('profile.followsYou')}</span>
        ) : null}
      </p>
      {row.moved ? (
        <p className="profile-moved">
          <T
            id="profile.moved"
            values={{
              account: (
                <Link href={`/@${row.moved.acct}`}>
                  <DisplayName account={row.moved} /> (@{row.moved.acct})
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
      <div className="profile-note">
        <ContentTree nodes={row.note} />
      </div>
      {row.fields.length > 0 ? (
        <dl className="profile-fields">
          {row.fields.map((f, i) => (
            // Fields have no id; their order is theirs.
            // biome-ignore lint/suspicious/noArrayIndexKey: fields are positional
            <div key={i} className={f.verifiedAt ? 'profile-field is-verified' : 'profile-field'}>
              <dt>
                <ContentTree nodes={f.name} />
              </dt>
              <dd>
                {f.verifiedAt ? (
                  <span className="profile-verified" role="img" aria-label={t('profile.verified')}>
                    ✓
                  </span>
                ) : null}
                <ContentTree nodes={f.value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {joined ? <p className="profile-joined">{joined}</p> : null}
      <p className="profile-counts">
        <span>
          <T
            id="profile.posts"
            values={{ n: row.statusesCount, count: <strong>{shortCount(row.statusesCount)}</strong> }}
          />
        </span>
        <span className="profile-count-following">
          <T
            id="profile.following"
            values={{ count: <strong>{row.hideCollections ? '–' : shortCount(row.followingCount)}</strong> }}
          />
        </span>
        <span className="profile-count-followers">
          <T
            id="profile.followers"
            values={{
              n: row.hideCollections ? 2 : row.followersCount,
              count: <strong>{row.hideCollections ? '–' : shortCount(row.followersCount)}</strong>,
            }}
          />
        </span>
      </p>
    </header>
  );
}
