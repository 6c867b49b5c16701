// Deterministic, realistic streamed posts for the timeline benchmark: ~2–3 KB of JSON each, with HTML content
// (paragraphs, a mention, hashtags, a Mastodon-shortened link), mentions, tags, custom emoji and media.
import type { Account, Filter, Status } from '../../shared/wire/entities.ts';

const WORDS = (
  'the a morning river quiet garden coffee window train music city light bread winter summer forest cat dog ' +
  'project weekend letter paper bicycle mountain market friend kitchen story photo evening ocean library rain ' +
  'sunday bridge harbour lantern meadow orchard festival museum theatre journey'
).split(' ');

/** Keywords the benchmark's filters look for; a few posts contain one, most none. */
export const FILTER_WORDS = Array.from({ length: 100 }, (_, i) => `kw${i.toString(36)}topic`);

export function makeRng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function makeAccount(i: number): Account {
  const host = `s${i % 17}.example`;
  return {
    id: String(100000 + i),
    username: `person${i}`,
    acct: i % 3 === 0 ? `person${i}` : `person${i}@${host}`,
    url: `https://${host}/@person${i}`,
    uri: `https://${host}/users/person${i}`,
    display_name: `Person ${i} :wave:`,
    note: `<p>Writes about ${WORDS[i % WORDS.length]}.</p>`,
    avatar: `https://files.${host}/accounts/avatars/${i}/original/a.png`,
    avatar_static: `https://files.${host}/accounts/avatars/${i}/original/a.png`,
    header: `https://files.${host}/accounts/headers/${i}/original/h.png`,
    header_static: `https://files.${host}/accounts/headers/${i}/original/h.png`,
    locked: false,
    bot: i % 29 === 0,
    group: false,
    discoverable: true,
    created_at: '2023-04-01T00:00:00.000Z',
    last_status_at: '2026-01-01',
    statuses_count: 1000 + i,
    followers_count: 50 + i,
    following_count: 80 + i,
    emojis: [
      {
        shortcode: 'wave',
        url: `https://files.${host}/emoji/wave.png`,
        static_url: `https://files.${host}/emoji/wave_static.png`,
        visible_in_picker: true,
      },
    ],
    fields: [
      { name: 'Web', value: `<a href="https://${host}/~p${i}">${host}/~p${i}</a>`, verified_at: null },
    ],
  };
}

export function makeStatuses(count: number, firstId: bigint, seed = 1): Status[] {
  const rng = makeRng(seed);
  const pick = () => WORDS[Math.floor(rng() * WORDS.length)] as string;
  const sentence = (n: number) => Array.from({ length: n }, pick).join(' ');
  const accounts = Array.from({ length: 300 }, (_, i) => makeAccount(i));
  const out: Status[] = [];
  for (let k = 0; k < count; k++) {
    const id = (firstId + BigInt(k)).toString();
    const author = accounts[Math.floor(rng() * accounts.length)] as Account;
    const mentioned = accounts[Math.floor(rng() * accounts.length)] as Account;
    const tagA = pick();
    const tagB = pick();
    const host = author.url.split('/')[2];
    // About 3 % of posts carry a filtered keyword.
    const keyword = rng() < 0.03 ? ` ${FILTER_WORDS[Math.floor(rng() * FILTER_WORDS.length)]}` : '';
    const content =
      `<p><span class="h-card"><a href="${mentioned.url}" class="u-url mention">@<span>${mentioned.username}</span></a></span> ` +
      `${sentence(12)}${keyword} :wave:</p><p>${sentence(10)} ` +
      `<a href="https://news.example/articles/2026/01/${id}/a-long-title-for-an-article" target="_blank" rel="nofollow noopener">` +
      `<span class="invisible">https://</span><span class="ellipsis">news.example/articles/2026/01/</span>` +
      `<span class="invisible">${id}/a-long-title-for-an-article</span></a></p>` +
      `<p><a href="https://${host}/tags/${tagA}" class="mention hashtag" rel="tag">#<span>${tagA}</span></a> ` +
      `<a href="https://${host}/tags/${tagB}" class="mention hashtag" rel="tag">#<span>${tagB}</span></a></p>`;
    const withMedia = rng() < 0.4;
    out.push({
      id,
      uri: `https://${host}/users/${author.username}/statuses/${id}`,
      url: `https://${host}/@${author.username}/${id}`,
      created_at: new Date(Date.UTC(2026, 0, 1) + k * 1000).toISOString(),
      edited_at: null,
      account: author,
      content,
      spoiler_text: rng() < 0.05 ? sentence(3) : '',
      sensitive: false,
      visibility: 'public',
      language: 'en',
      in_reply_to_id: null,
      in_reply_to_account_id: null,
      reblog: null,
      quote: null,
      media_attachments: withMedia
        ? [
            {
              id: `${id}1`,
              type: 'image',
              url: `https://files.${host}/media/${id}/original.jpg`,
              preview_url: `https://files.${host}/media/${id}/small.jpg`,
              remote_url: null,
              description: sentence(8),
              blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
              meta: {
                original: { width: 1200, height: 800 },
                small: { width: 400, height: 267 },
                focus: { x: 0, y: 0 },
              },
            },
          ]
        : [],
      mentions: [
        { id: mentioned.id, username: mentioned.username, url: mentioned.url, acct: mentioned.acct },
      ],
      tags: [
        { name: tagA, url: `https://${host}/tags/${tagA}` },
        { name: tagB, url: `https://${host}/tags/${tagB}` },
      ],
      emojis: author.emojis,
      card: null,
      poll: null,
      replies_count: Math.floor(rng() * 5),
      reblogs_count: Math.floor(rng() * 10),
      favourites_count: Math.floor(rng() * 30),
      favourited: false,
      reblogged: false,
      muted: false,
      bookmarked: false,
      pinned: false,
      filtered: [],
      application: { name: 'Web', website: null },
    });
  }
  return out;
}

/** 10 filters of 10 keywords, mixed actions and whole-word settings, all in the home context. */
export function makeFilters(): Filter[] {
  return Array.from({ length: 10 }, (_, f) => ({
    id: String(f + 1),
    title: `Filter ${f + 1}`,
    context: ['home', 'public'],
    expires_at: null,
    filter_action: f % 3 === 0 ? 'hide' : f % 3 === 1 ? 'warn' : 'blur',
    keywords: Array.from({ length: 10 }, (_, k) => ({
      id: `${f}-${k}`,
      keyword: FILTER_WORDS[f * 10 + k] as string,
      whole_word: k % 2 === 0,
    })),
  }));
}
