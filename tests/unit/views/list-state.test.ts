// One message at a time under a list (issue 10 item 34): a failed list without rows shows the failure as its state,
// never beside "Nothing here yet."; a list with rows keeps them under a failure line.

import { describe, expect, it } from 'vitest';
import { coreText } from '../../../shared/protocol/text.ts';
import { errorBanner, listFooter } from '../../../src/components/virtual-list/list-state.ts';
import { threadFailureMessage } from '../../../worker/threads/failure.ts';
import { said, words } from '../core-words.ts';

const facts = { ready: true, isLoading: false, count: 0, hasMore: false, error: null as string | null };

describe('list state', () => {
  it('no rows: the failure when there is one, else empty; loading first', () => {
    expect(listFooter({ ...facts, error: 'This post is not available' })).toBe('error');
    expect(errorBanner({ ...facts, error: 'This post is not available' })).toBeNull();
    expect(listFooter(facts)).toBe('empty');
    expect(listFooter({ ...facts, isLoading: true, error: 'x' })).toBe('loading');
    expect(listFooter({ ...facts, ready: false })).toBe('loading');
  });

  it('rows: the failure above them, and Load more or nothing below', () => {
    expect(errorBanner({ count: 3, error: 'Could not load more' })).toBe('Could not load more');
    expect(listFooter({ ...facts, count: 3, hasMore: true, error: 'x' })).toBe('load-more');
    expect(listFooter({ ...facts, count: 3 })).toBe('none');
  });
});

const failureWords = (...a: Parameters<typeof threadFailureMessage>) => words(threadFailureMessage(...a));

describe('thread failure message', () => {
  it('a missing post is not available, with the reason', () => {
    const missing = failureWords({ kind: 'http', status: 404 }, { message: said('Record not found') });
    expect(missing).toMatch(/^This post is not available: /);
    expect(missing).not.toContain('Record not found');
    expect(failureWords({ kind: 'http', status: 410 }, null)).toMatch(/^This post is not available/);
    expect(failureWords({ kind: 'http', status: 403 }, null)).toMatch(/not allowed to see it/);
  });

  it('other failures say the post could not be loaded, and why', () => {
    expect(failureWords({ kind: 'http', status: 500 }, { message: coreText('core.unexpected') })).toBe(
      'This post could not be loaded. An unexpected error occurred.',
    );
    expect(failureWords({ kind: 'network', status: null }, null)).toMatch(/could not be loaded/);
  });
});
