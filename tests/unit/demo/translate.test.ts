// The demo instance translates as a real server does, with a stand-in service: its pairs are published, a post is
// "translated" by marking each paragraph with its pair (the HTML structure kept), the content warning, poll options
// and media descriptions too; a post that cannot be translated answers 404 and a pair the service lacks 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';
import { FOREIGN_POSTS, LANGUAGES_DOMAIN } from '../../../demo/world/seed-languages.ts';
import { markParagraphs } from '../../../demo/world/translate.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const auth = () => ({ Authorization: `Bearer ${demo.demoToken}`, 'Content-Type': 'application/json' });
const get = async (path: string) => (await fetch(`${demo.url}${path}`, { headers: auth() })).json();

async function postsBy(username: string): Promise<{ id: string; language: string; spoiler_text: string }[]> {
  const account = (await get(`/api/v1/accounts/lookup?acct=${username}@${LANGUAGES_DOMAIN}`)) as {
    id: string;
  };
  return (await get(`/api/v1/accounts/${account.id}/statuses`)) as never;
}

const translate = (id: string, lang: string) =>
  fetch(`${demo.url}/api/v1/statuses/${id}/translate`, {
    method: 'POST',
    headers: auth(),
    body: JSON.stringify({ lang }),
  });

describe('translation on the demo instance', () => {
  it('publishes real pairs, and has posts in German, Japanese and French to translate', async () => {
    const pairs = (await get('/api/v1/instance/translation_languages')) as Record<string, string[]>;
    expect(pairs.de).toContain('en');
    expect(pairs.ja).toEqual(['en']);
    for (const [lang, p] of Object.entries(FOREIGN_POSTS)) {
      const posts = await postsBy(p.username);
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.every((s) => s.language === lang)).toBe(true);
    }
  });

  it('marks each paragraph and the content warning with the pair, keeping the HTML', async () => {
    const posts = await postsBy(FOREIGN_POSTS.de.username);
    const plain = posts.find((s) => s.spoiler_text === '')!;
    const r = await translate(plain.id, 'en');
    expect(r.status).toBe(200);
    const body = (await r.json()) as Record<string, unknown>;
    expect(body.content).toBe(
      '<p>[de→en] Guten Morgen! Heute regnet es in Hamburg, aber der Kaffee ist gut.</p><p>[de→en] Wer kommt am Samstag mit zum Markt?</p>',
    );
    expect(body).toMatchObject({
      language: 'en',
      detected_source_language: 'de',
      provider: 'Woolly Demo Translate',
    });
    const warned = posts.find((s) => s.spoiler_text !== '')!;
    expect(((await (await translate(warned.id, 'fr')).json()) as { spoiler_text: string }).spoiler_text).toBe(
      '[de→fr] Achtung, Spoiler',
    );
  });

  it('translates poll options; a pair the service lacks is 503, a missing post 404', async () => {
    const [poll] = await postsBy(FOREIGN_POSTS.fr.username);
    const body = (await (await translate(poll!.id, 'en')).json()) as {
      poll: { options: { title: string }[] };
    };
    expect(body.poll.options.map((o) => o.title)).toEqual(['[fr→en] Soleil', '[fr→en] Pluie']);
    const [ja] = await postsBy(FOREIGN_POSTS.ja.username);
    expect((await translate(ja!.id, 'de')).status).toBe(503);
    expect((await translate('999999999999', 'en')).status).toBe(404);
  });

  it('marks paragraphs without touching what is inside them', () => {
    expect(markParagraphs('<p>a <a href="x">b</a></p><p class="c">d</p>', '[x] ')).toBe(
      '<p>[x] a <a href="x">b</a></p><p class="c">[x] d</p>',
    );
    expect(markParagraphs('plain', '[x] ')).toBe('[x] plain');
  });
});
