// The demo instance checks posts as Mastodon does: a content warning alone is posted (as the text, the way
// Mastodon's PostStatusService does), and the length is counted in grapheme clusters with the warning included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemo } from '../../../demo/server.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ port: 0, quiet: true });
});
afterAll(async () => {
  await demo?.close();
});

const post = async (body: Record<string, unknown>) => {
  const res = await fetch(`${demo.url}/api/v1/statuses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${demo.demoToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('posting rules of the demo instance', () => {
  it('a post with only a content warning is accepted, its warning becoming the text (issue 10 item 23)', async () => {
    const r = await post({ status: '', spoiler_text: 'just a warning' });
    expect(r.status).toBe(200);
    expect(r.body.content).toContain('just a warning');
    expect(r.body.spoiler_text).toBe('');
    expect((await post({ status: '  ', spoiler_text: ' ' })).status).toBe(422);
  });

  it('242 emoji are 242 characters, not 884 code points; the warning counts too (issue 12 item 12)', async () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    const text = family.repeat(80) + '\u{1F1EB}\u{1F1F7}'.repeat(81) + '\u{1F44D}\u{1F3FD}'.repeat(81);
    expect((await post({ status: text })).status).toBe(200);
    const over = await post({ status: text, spoiler_text: 'x'.repeat(259) });
    expect(over.status).toBe(422);
    expect(String(over.body.error)).toContain('character limit of 500');
    expect((await post({ status: text, spoiler_text: 'x'.repeat(258) })).status).toBe(200);
  });
});
