// The fixed material the seed draws from: the seed's clock, the cast's names and domains, topics with their
// lines, filler, link cards and custom emojis. Plain data: changing it changes the seeded world.
import type { CardRec } from './model.ts';
export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** The seed's "now", from the world's clock as it is seeded: the start of that hour. Posts go back a week from here,
 *  so the seeded week always ends just before the world starts. (A fixed date aged every post as the calendar moved
 *  on: every poll closed, the trends' week left the seeded posts behind, and home opened on posts weeks old.) */
export function seedBaseOf(nowMs: number): number {
  return Math.floor(nowMs / HOUR) * HOUR;
}

export const DEMO_USERNAME = 'woolly';

export const CUSTOM_EMOJIS: { shortcode: string; category: string | null }[] = [
  { shortcode: 'blobcat', category: 'Blobs' },
  { shortcode: 'blobheart', category: 'Blobs' },
  { shortcode: 'blobparty', category: 'Blobs' },
  { shortcode: 'thinkblob', category: 'Blobs' },
  { shortcode: 'sheep', category: 'Animals' },
  { shortcode: 'kitty', category: 'Animals' },
  { shortcode: 'woolly', category: null },
  { shortcode: 'coffee_cup', category: null },
  { shortcode: 'sparkles_rainbow', category: null },
  { shortcode: 'tada_mastodon', category: null },
];

export const FIRST = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elif',
  'Farah',
  'Gustav',
  'Hana',
  'Ines',
  'Jonas',
  'Kaito',
  'Lena',
  'Mateo',
  'Nadia',
  'Oskar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tove',
  'Uma',
  'Viktor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Amara',
  'Bo',
  'Cyril',
  'Dara',
  'Emil',
  'Freya',
  'Goran',
  'Hugo',
  'Ilse',
  'Jun',
  'Kira',
  'Luca',
  'Mira',
  'Noor',
  'Otto',
  'Pia',
  'Rafael',
  'Signe',
  'Theo',
  'Ulla',
  'Vera',
  'Wim',
  'Yara',
  'Zane',
  'Anouk',
  'Benedikt',
  'Cleo',
  'Dario',
  'Esme',
  'Filip',
];
export const DOMAINS = ['fedi.example', 'toot.example', 'social.test', 'photos.example', 'chaos.test'];
export const TOPICS: { tag: string; lines: string[] }[] = [
  {
    tag: 'photography',
    lines: [
      'Golden hour at the harbour again.',
      'Tried a 35mm prime today, love it.',
      'Fog over the fields this morning.',
    ],
  },
  {
    tag: 'cats',
    lines: [
      'The cat has claimed the keyboard.',
      'Found her asleep in the laundry basket.',
      'Two cats, one sunbeam.',
    ],
  },
  {
    tag: 'typescript',
    lines: [
      'Strict mode caught a real bug today.',
      'Discriminated unions make reducers so much nicer.',
      'Writing types first, code second.',
    ],
  },
  {
    tag: 'knitting',
    lines: [
      'Third sleeve, because the first two were practice.',
      'New yarn arrived, very soft.',
      'Cabled hat finished!',
    ],
  },
  {
    tag: 'gardening',
    lines: ['Tomatoes are finally ripening.', 'Planted garlic for next year.', 'The bees love the lavender.'],
  },
  {
    tag: 'music',
    lines: [
      'Listening to an old jazz record.',
      'Learning a new song on the piano.',
      'Small concert tonight, very cosy.',
    ],
  },
  {
    tag: 'coffee',
    lines: ['Pour-over on a rainy day.', 'New grinder, much better cup.', 'Third coffee. Do not ask.'],
  },
  {
    tag: 'fediverse',
    lines: [
      'Welcome to everyone who joined this week!',
      'Remember to add alt text to your pictures.',
      'Federation is a lovely idea.',
    ],
  },
  {
    tag: 'woolly',
    lines: [
      'Testing the new client, it is fast.',
      'Many tabs, one connection.',
      'Scroll position stays put. Nice.',
    ],
  },
  {
    tag: 'rust',
    lines: [
      'The borrow checker and I are friends now.',
      'Rewrote the parser, twice as fast.',
      'Cargo just works.',
    ],
  },
];
export const FILLER = [
  'Honestly a good day.',
  'What do you all think?',
  'More soon.',
  'This made me smile :blobheart:',
  'Not sure about this one :thinkblob:',
  'Long week, short post.',
  'Still learning.',
  'Thanks for all the replies!',
  'Party time :blobparty:',
  'spoiler: the ending was great',
  'crypto is not the answer',
  'Coffee first :coffee_cup:',
];

export const CARDS: CardRec[] = [
  card(
    'https://news.example/articles/quiet-web',
    'The quiet web',
    'Why small sites are back.',
    'Ana Writer',
    'https://news.example/@ana',
    'News Example',
    'https://news.example/',
  ),
  card(
    'https://blog.test/posts/scroll-anchoring',
    'Scroll anchoring explained',
    'Keeping the reader in place.',
    '',
    '',
    '',
    '',
  ),
  card(
    'https://video.example/watch/42',
    'A short film about sheep',
    'Four minutes of fields.',
    'Field Films',
    '',
    'Video Example',
    'https://video.example/',
    'video',
  ),
  card(
    'https://recipes.example/bread',
    'Simple sourdough',
    'Flour, water, salt, time.',
    '',
    '',
    'Recipes',
    '',
  ),
  card(
    'https://science.test/stars',
    'Counting the stars',
    'A new survey of the night sky.',
    'Dr. Sky',
    'https://science.test/sky',
    'Science Test',
    'https://science.test/',
  ),
  card(
    'https://knits.example/patterns/hat',
    'A cabled hat pattern',
    'Free pattern, all sizes.',
    '',
    '',
    '',
    '',
  ),
];

function card(
  url: string,
  title: string,
  description: string,
  authorName: string,
  authorUrl: string,
  providerName: string,
  providerUrl: string,
  type: CardRec['type'] = 'link',
): CardRec {
  // Real servers send empty strings, not nulls, for missing URL fields.
  return {
    url,
    title,
    description,
    type,
    authorName,
    authorUrl,
    providerName,
    providerUrl,
    image: null,
    width: 0,
    height: 0,
    blurhash: null,
    embedUrl: '',
    html: type === 'video' ? '<iframe src="" width="480" height="270"></iframe>' : '',
  };
}
