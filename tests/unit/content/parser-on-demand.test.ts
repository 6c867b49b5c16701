// The reference HTML parser is fetched on demand (issue 20, item 7): a core whose posts are Mastodon's own HTML never
// fetches it; HTML only it can read waits for it at the edge (an answer, a stream frame) and is shown sanitized, never
// as markup; stream frames stay in their order while one waits. Each test starts from a fresh module graph, so the
// parser is not loaded (tests/unit/setup-core.ts loads it for the others).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '../../../shared/protocol/core-api.ts';
import type { Row } from '../../../shared/protocol/rows.ts';
import type { Status } from '../../../shared/wire/entities.ts';

type Fresh = {
  core: typeof import('../../../worker/app/core.ts');
  parser: typeof import('../../../worker/content/reference-parser.ts');
  gate: typeof import('../../../worker/content/parser-gate.ts');
  inst: typeof import('../core/fake-instance.ts');
  env: typeof import('../core/test-env.ts');
  constants: typeof import('../../../shared/constants.ts');
  diff: typeof import('../../../shared/protocol/diff.ts');
};

let fresh: Fresh;

beforeEach(async () => {
  vi.resetModules();
  fresh = {
    core: await import('../../../worker/app/core.ts'),
    parser: await import('../../../worker/content/reference-parser.ts'),
    gate: await import('../../../worker/content/parser-gate.ts'),
    inst: await import('../core/fake-instance.ts'),
    env: await import('../core/test-env.ts'),
    constants: await import('../../../shared/constants.ts'),
    diff: await import('../../../shared/protocol/diff.ts'),
  };
  // Importing the whole core afresh takes a while on a loaded machine.
}, 60_000);

afterEach(() => fresh.env.stopTestTimers());

const HOSTILE =
  '<p>hello <script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">bad</a> ' +
  '<a href="https://ok.example/page" rel="nofollow noopener" target="_blank">ok</a><!-- hidden --></p>';

/** A signed-in core over the fake instance with `home` as its home timeline, and one tab on home. */
async function homeInTab(home: Status[]) {
  const { core, inst, env, constants, diff } = fresh;
  const instance = inst.fakeInstance();
  instance.setHome(home);
  const c = core.createCore(env.testEnv((input, init) => instance.fetch(String(input), init as RequestInit)));
  const start = await c.api.signInStart('127.0.0.1:4000', 'http://app.test/oauth/callback');
  const state = new URL((start as { url: string }).url).searchParams.get('state')!;
  expect(await c.api.signInFinish('the-code', state)).toEqual({ ok: true });
  let rows: Row[] = [];
  const view = 'timeline:timeline=home';
  const push = (msgs: PushMessage[]) => {
    for (const m of msgs) {
      if (m.type === 'snapshot' && m.snapshot.view === view) rows = m.snapshot.rows;
      else if (m.type === 'diff' && m.diff.view === view) rows = diff.applyOps(rows, m.diff.ops);
    }
  };
  await c.api.hello({ tabId: 't', protocol: constants.PROTOCOL_VERSION }, push);
  await c.api.subscribe('t', { kind: 'timeline', timeline: 'home' });
  return { core: c, rows: () => rows.filter((r) => r.kind === 'status') };
}

describe('the reference HTML parser, fetched on demand', () => {
  it('is not fetched for a home of Mastodon’s own HTML', async () => {
    const { inst, env, parser } = fresh;
    const { rows } = await homeInTab([
      inst.status('2', 'two <a href="https://x.example/">link</a>'),
      inst.status('1'),
    ]);
    await env.until(() => rows().length === 2, 'home rows');
    expect(JSON.stringify(rows()[0])).toContain('https://x.example/');
    expect(parser.referenceParserIfLoaded()).toBeNull();
  });

  it('waits for it when a page holds HTML only it reads, and shows that post sanitized, never as markup', async () => {
    const { inst, env, parser } = fresh;
    const hostile = { ...inst.status('2'), content: HOSTILE } as Status;
    expect(parser.referenceParserIfLoaded()).toBeNull();
    const { rows } = await homeInTab([hostile, inst.status('1')]);
    await env.until(() => rows().length === 2, 'home rows');
    expect(parser.referenceParserIfLoaded()).not.toBeNull();
    const shown = JSON.stringify(rows()[0]);
    expect(shown).toContain('hello');
    expect(shown).toContain('https://ok.example/page');
    for (const bad of ['<script', 'alert(', 'javascript:', 'onerror', '<img', 'hidden', '<p>'])
      expect(shown).not.toContain(bad);
  });

  it('keeps stream frames in their order while one of them waits for it', async () => {
    const { gate, parser } = fresh;
    const seen: string[] = [];
    const inOrder = gate.createInOrderGate(() => {});
    const onEvent = inOrder(
      (e: { id: string; content: string }) => seen.push(e.id),
      (e) => e,
    );
    const onStatus = inOrder((s: string) => seen.push(s));
    onEvent({ id: 'plain', content: '<p>plain</p>' });
    onEvent({ id: 'hostile', content: HOSTILE });
    onEvent({ id: 'after', content: '<p>after</p>' });
    onStatus('closed');
    // Only the frame before the one that waits has run so far.
    expect(seen).toEqual(['plain']);
    await parser.loadReferenceParser();
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['plain', 'hostile', 'after', 'closed']);
  });

  it('finds HTML it needs anywhere in an answer: a notification’s post, an account’s note, a profile field', () => {
    const { gate } = fresh;
    expect(
      gate.needsReferenceParser([{ status: { content: '<p>fine</p>' }, account: { note: '<p>ok</p>' } }]),
    ).toBe(false);
    expect(gate.needsReferenceParser([{ type: 'mention', status: { content: HOSTILE } }])).toBe(true);
    expect(gate.needsReferenceParser({ account: { note: '<div>x</div>' } })).toBe(true);
    expect(gate.needsReferenceParser({ fields: [{ name: 'web', value: '<a href=x>unquoted</a>' }] })).toBe(
      true,
    );
    // Other strings are not HTML the core sanitizes.
    expect(
      gate.needsReferenceParser({ display_name: '<b>not html</b>', url: 'https://a.example/?a=1&b=2' }),
    ).toBe(false);
  });
});
