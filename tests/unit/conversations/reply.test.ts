// Replying in a private conversation keeps it private and addressed to everyone in it: the draft is direct and
// mentions the last post's author, the people it mentions and the conversation's other participants, never the user.
import { describe, expect, it } from 'vitest';
import { type DraftDefaults, replyDraft } from '../../../shared/compose/draft.ts';
import { account, status } from '../timelines/fixtures.ts';

const defaults: DraftDefaults = { visibility: 'public', sensitive: false, language: 'en' };

describe('a reply in a conversation', () => {
  it('is direct and mentions every participant once, never the user', () => {
    const last = status('50', {
      visibility: 'direct',
      account: account('2', { acct: 'ada', username: 'ada' }),
      mentions: [{ id: '1', username: 'me', acct: 'me', url: 'http://x.test/@me' }],
    });
    const participants = [
      { id: '2', acct: 'ada' },
      { id: '3', acct: 'bruno@far.example' },
      { id: '1', acct: 'me' },
    ];
    const d = replyDraft(last, '1', defaults, Math.random, participants);
    expect(d.visibility).toBe('direct');
    expect(d.text).toBe('@ada @bruno@far.example ');
    expect(d.inReplyToId).toBe('50');
  });
});
