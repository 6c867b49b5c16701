// A post's edit history as the core gives it to a tab: every version newest first, what each edit changed, the
// content through the sanitizer (no remote markup survives), unreadable entries left out, and a failure answered
// with the section 8 alert. Against the demo instance where a server is involved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import type { ContentNode } from '../../../shared/protocol/content.ts';
import type { StatusHistory } from '../../../shared/protocol/status-history.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { nodesToText } from '../../../worker/content/statusContent.ts';
import { fetchStatusHistory, toStatusHistory } from '../../../worker/status-history/history.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const request = (spec: Parameters<ReturnType<typeof createTransport>['request']>[0]) =>
  createTransport({
    baseUrl: demo.url,
    getToken: () => demo.demoToken,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: Date.now,
  }).request(spec);

const text = (nodes: ContentNode[]) => nodesToText(nodes).trim();

describe('the edit history of a post', () => {
  it('lists every version newest first with what each edit changed', async () => {
    const me = demo.demoAccountId;
    const post = demo.world.createStatus(me, { text: 'First words', visibility: 'public' });
    demo.world.editStatus(me, post.id, { text: 'Second words' });
    demo.world.editStatus(me, post.id, { text: 'Second words', spoilerText: 'spoilers' });
    const r = await fetchStatusHistory(request, post.id);
    expect(r.ok).toBe(true);
    const { versions } = (r as { value: StatusHistory }).value;
    expect(versions.map((v) => text(v.content))).toEqual(['Second words', 'Second words', 'First words']);
    expect(versions.map((v) => v.changes)).toEqual([['spoiler', 'sensitive'], ['text'], []]);
    expect(versions.map((v) => v.original)).toEqual([false, false, true]);
    expect(versions[0]!.spoilerText).toBe('spoilers');
    expect(versions[2]!.account.id).toBe(me);
  });

  it('answers the alert when the post is not there', async () => {
    const r = await fetchStatusHistory(request, '999999999');
    expect(r.ok).toBe(false);
  });
});

describe('toStatusHistory', () => {
  const account = {
    id: '1',
    username: 'ada',
    acct: 'ada',
    display_name: 'Ada',
    avatar: 'https://x.example/a.png',
  };
  const edit = (content: string, extra: Record<string, unknown> = {}) => ({
    content,
    spoiler_text: '',
    sensitive: false,
    created_at: '2024-01-01T00:00:00.000Z',
    account,
    media_attachments: [],
    emojis: [],
    ...extra,
  });

  it('sanitizes each version: scripts and unknown markup do not survive', () => {
    const h = toStatusHistory([edit('<p>hi<script>alert(1)</script><img src=x onerror=y></p>')]);
    expect(JSON.stringify(h.versions[0]!.content)).not.toMatch(/script|onerror|img/);
    expect(text(h.versions[0]!.content)).toBe('hi');
  });

  it('leaves out an unreadable entry and reads the rest', () => {
    const h = toStatusHistory([edit('<p>a</p>'), { nonsense: true }, edit('<p>b</p>')]);
    expect(h.versions.map((v) => text(v.content))).toEqual(['b', 'a']);
  });

  it('notices a changed poll and changed media', () => {
    const h = toStatusHistory([
      edit('<p>a</p>', { poll: { options: [{ title: 'x' }, { title: 'y' }] } }),
      edit('<p>a</p>', {
        poll: { options: [{ title: 'x' }, { title: 'z' }] },
        media_attachments: [{ id: '5', type: 'image', url: 'https://x.example/5.png', description: 'a cat' }],
      }),
    ]);
    expect(h.versions[0]!.changes).toEqual(['media', 'poll']);
    expect(h.versions[0]!.pollOptions).toEqual(['x', 'z']);
  });

  it('is empty for a body that is not a list', () => {
    expect(toStatusHistory({ error: 'nope' }).versions).toEqual([]);
  });
});
