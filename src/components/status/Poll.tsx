// A poll: choices while it can be voted on (single or multiple), result bars once voted, expired, or own.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { Intent } from '../../../shared/protocol/intents.ts';
import type { PollView } from '../../../shared/protocol/rows.ts';
import { now } from '../../app/clock.ts';
import { pollEndText } from '../../app/relative-time.ts';
import { useT } from '../../i18n/index.ts';
import { ContentTree } from '../content/ContentTree.tsx';

export function pollPercent(
  votes: number | null,
  poll: Pick<PollView, 'multiple' | 'votesCount' | 'votersCount'>,
) {
  // Multiple-choice polls divide by voters (each may vote several options); single-choice by votes.
  const total = poll.multiple ? (poll.votersCount ?? poll.votesCount) : poll.votesCount;
  if (!total || votes === null) return 0;
  return Math.round((votes / total) * 100);
}

export function Poll({
  poll,
  statusId,
  own,
  send,
}: {
  poll: PollView;
  statusId: string;
  own: boolean;
  send: (i: Intent) => void;
}) {
  // The footer's 'ends in 2 days' follows the shared clock: a poll re-renders on its tick (few rows have one).
  useSignals();
  const end = pollEndText(poll, now.value);
  const [choices, setChoices] = useState<number[]>([]);
  const [revealed, setRevealed] = useState(false);
  const canVote = !poll.expired && !poll.voted && !own;
  const showResults = !canVote || revealed;
  const toggle = (i: number) =>
    setChoices((c) => (poll.multiple ? (c.includes(i) ? c.filter((x) => x !== i) : [...c, i]) : [i]));
  const people = poll.votersCount ?? poll.votesCount;
  const t = useT();
  return (
    <div className="poll">
      <ul>
        {poll.options.map((o, i) => {
          const pct = pollPercent(o.votesCount, poll);
          const mine = poll.ownVotes.includes(i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: poll options have no id; their order is fixed
            <li key={i} className={mine ? 'poll-option own' : 'poll-option'}>
              {showResults ? (
                <>
                  <span className="poll-bar" style={{ width: `${pct}%` }} />
                  <span className="poll-pct">{t('post.pollPercent', { pct: pct / 100 })}</span>
                  <span className="poll-title" dir="auto">
                    <ContentTree nodes={o.title} />
                  </span>
                </>
              ) : (
                <label>
                  <input
                    type={poll.multiple ? 'checkbox' : 'radio'}
                    name={`poll-${poll.id}`}
                    checked={choices.includes(i)}
                    onChange={() => toggle(i)}
                  />
                  <span className="poll-title" dir="auto">
                    <ContentTree nodes={o.title} />
                  </span>
                </label>
              )}
            </li>
          );
        })}
      </ul>
      <div className="poll-footer">
        {canVote && !revealed ? (
          <button
            type="button"
            className="poll-vote"
            disabled={choices.length === 0}
            onClick={() => send({ type: 'poll.vote', pollId: poll.id, statusId, choices })}
          >
            {t('post.vote')}
          </button>
        ) : null}
        {canVote ? (
          <button type="button" className="link-button" onClick={() => setRevealed((r) => !r)}>
            {revealed ? t('post.hideResults') : t('post.seeResults')}
          </button>
        ) : null}
        <span className="poll-meta">
          {end ? t('post.pollPeopleEnds', { count: people, end }) : t('post.pollPeople', { count: people })}
        </span>
      </div>
    </div>
  );
}
