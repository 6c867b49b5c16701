// What the tab receives of a post's row is a structured clone of what the core built. The core makes the records a
// post keeps (its view, media views, content nodes, timeline item) with constructors, so that V8 does not pretenure
// them; the clone must still be exactly the plain objects the tab always got: the same keys in the same order, no
// key set to undefined where the server sent nothing, and plain prototypes.
import { describe, expect, it } from 'vitest';
import type { Status } from '../../../shared/wire/entities.ts';
import { toStatusRow } from '../../../worker/rows/statusRow.ts';
import { toStatusView } from '../../../worker/rows/statusView.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { TimelineEngine } from '../../../worker/timelines/engine.ts';
import { status } from '../timelines/fixtures.ts';

const VIEW_KEYS = [
  'id',
  'uri',
  'url',
  'createdAt',
  'editedAt',
  'account',
  'content',
  'spoilerText',
  'sensitive',
  'visibility',
  'language',
  'inReplyToId',
  'inReplyToAccountId',
  'media',
  'poll',
  'card',
  'quote',
  'repliesCount',
  'reblogsCount',
  'favouritesCount',
  'favourited',
  'reblogged',
  'bookmarked',
  'pinned',
  'muted',
  'own',
  'application',
];

const HTML =
  '<p>Hi <span class="h-card"><a href="https://a.example/@bob" class="u-url mention">@<span>bob</span></a></span> ' +
  ':wave:<br>see <a href="https://news.example/x" rel="nofollow">news</a> ' +
  '<a href="https://a.example/tags/cats" class="mention hashtag" rel="tag">#<span>cats</span></a></p><p></p>';

function rich(): Status {
  const s = status('9', { content: HTML });
  s.emojis = [
    {
      shortcode: 'wave',
      url: 'https://e.example/w.png',
      static_url: 'https://e.example/ws.png',
      visible_in_picker: true,
    },
  ];
  s.mentions = [{ id: '77', username: 'bob', acct: 'bob@a.example', url: 'https://a.example/@bob' }];
  s.tags = [{ name: 'cats', url: 'https://a.example/tags/cats' }];
  s.application = { name: 'Web', website: 'https://app.example' };
  s.media_attachments = [
    {
      id: 'm1',
      type: 'image',
      url: 'https://f.example/o.jpg',
      preview_url: 'https://f.example/s.jpg',
      remote_url: null,
      description: 'a cat',
      blurhash: null,
      meta: { original: { width: 10, height: 20 }, focus: { x: 0.5, y: -0.5 } },
    },
  ] as Status['media_attachments'];
  return s;
}

/** Every object in a clone is a plain object or array, with keys as JSON shows them. */
function plainEverywhere(x: unknown): boolean {
  if (x === null || typeof x !== 'object') return true;
  const proto = Object.getPrototypeOf(x);
  if (proto !== Object.prototype && proto !== Array.prototype) return false;
  return Object.values(x).every(plainEverywhere);
}

describe('what the tab receives of a post', () => {
  it('a view clones to the plain object, keys in order, without the optional keys the server did not send', () => {
    const clone = structuredClone(toStatusView(rich(), { me: null }));
    expect(Object.keys(clone)).toEqual(VIEW_KEYS);
    expect(plainEverywhere(clone)).toBe(true);
    expect(Object.keys(clone.application ?? {})).toEqual(['name', 'website']);
    expect(Object.keys(clone.media[0] ?? {})).toEqual([
      'id',
      'type',
      'url',
      'previewUrl',
      'remoteUrl',
      'description',
      'blurhash',
      'width',
      'height',
      'focus',
    ]);
    expect(clone.media[0]?.focus).toEqual({ x: 0.5, y: -0.5 });
  });

  it('the optional keys appear when the server sent them', () => {
    const s = rich();
    s.quotes_count = 3;
    s.quote_approval = { automatic: [], manual: [], current_user: 'manual' };
    const clone = structuredClone(toStatusView(s, { me: null }));
    expect(Object.keys(clone)).toEqual([...VIEW_KEYS, 'quotesCount', 'quoteApproval']);
    expect(clone.quotesCount).toBe(3);
    expect(clone.quoteApproval).toBe('manual');
  });

  it('the content tree clones to exactly the plain nodes (same keys, same order)', () => {
    const clone = structuredClone(toStatusView(rich(), { me: null }).content);
    expect(plainEverywhere(clone)).toBe(true);
    expect(JSON.stringify(clone)).toBe(
      JSON.stringify([
        {
          t: 'p',
          c: [
            'Hi ',
            {
              t: 'mention',
              acct: 'bob@a.example',
              accountId: '77',
              href: 'https://a.example/@bob',
              c: ['@bob'],
            },
            ' ',
            {
              t: 'emoji',
              shortcode: 'wave',
              url: 'https://e.example/w.png',
              staticUrl: 'https://e.example/ws.png',
            },
            { t: 'br' },
            'see ',
            { t: 'a', href: 'https://news.example/x', c: ['news'] },
            ' ',
            { t: 'hashtag', tag: 'cats', href: 'https://a.example/tags/cats', c: ['#cats'] },
          ],
        },
        { t: 'p', c: [] },
      ]),
    );
  });

  it('a post without media shares no list the next post could change', () => {
    const a = toStatusView(status('1'), { me: null });
    const b = toStatusView(status('2'), { me: null });
    expect(a.media).toEqual([]);
    expect(structuredClone(b.media)).toEqual([]);
    expect(() => (a.media as unknown[]).push(1)).toThrow();
    expect(b.media).toEqual([]);
  });

  it('a streamed post reaches the tab as a plain row, and the item the timeline keeps has the plain fields', () => {
    const sent: unknown[] = [];
    const engine = new TimelineEngine({
      store: new EntityStore(),
      me: null,
      now: () => 0,
      emit: (_view, ops) => sent.push(structuredClone(ops)),
    });
    const view = engine.open({ timeline: 'home' }).view;
    const post = rich();
    const expected = structuredClone(toStatusRow(structuredClone(post), { me: null }));
    engine.onUpdate(post, ['user']);
    const ops = sent.at(-1) as { op: string; rows: unknown[] }[];
    expect(ops[0]?.op).toBe('insert');
    expect(plainEverywhere(ops)).toBe(true);
    expect(ops[0]?.rows[0]).toEqual(expected);
    expect(JSON.stringify(ops[0]?.rows[0])).toBe(JSON.stringify(expected));
    const item = engine.state(view)?.items.at(0);
    expect(Object.keys(item ?? {})).toEqual([
      'kind',
      'id',
      'originalId',
      'accountId',
      'originalAccountId',
      'createdAt',
      'pinned',
      'shown',
      'verdict',
      'pending',
    ]);
  });
});
