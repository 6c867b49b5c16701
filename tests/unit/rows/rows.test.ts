import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ContentNode } from '../../../shared/protocol/content.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import { toAccountChip } from '../../../worker/rows/accountChip.ts';
import { validBlurhash } from '../../../worker/rows/blurhash.ts';
import { toStatusRow } from '../../../worker/rows/statusRow.ts';
import { toStatusView } from '../../../worker/rows/statusView.ts';
import { EntityStore } from '../../../worker/store/entityStore.ts';
import { RECORDINGS_DIR } from '../../reference.ts';
import { account, boost, status } from '../timelines/fixtures.ts';

describe('row builders', () => {
  it('resolves a boost: the row shows the original and who boosted it', () => {
    const original = status('1', { accountId: '5', content: '<p>orig</p>' });
    const row = toStatusRow(boost('2', original, '6'), { me: null });
    expect(row.key).toBe('s:2');
    expect(row.itemId).toBe('2');
    expect(row.status.id).toBe('1');
    expect(row.status.account.id).toBe('5');
    expect(row.rebloggedBy?.id).toBe('6');
    expect(row.status.content).toEqual([{ t: 'p', c: ['orig'] }]);
  });

  it('replaces a non-http(s) url by the uri', () => {
    expect(toStatusView(status('1', { url: 'javascript:alert(1)', uri: 'tag:x,1' }), { me: null }).url).toBe(
      'tag:x,1',
    );
    expect(toStatusView(status('1', { url: null }), { me: null }).url).toMatch(/^https:\/\/social.test/);
  });

  it('computes own from the signed-in account', () => {
    expect(toStatusView(status('1', { accountId: 'me' }), { me: 'me' }).own).toBe(true);
    expect(toStatusView(status('1', { accountId: 'x' }), { me: 'me' }).own).toBe(false);
    expect(toStatusView(status('1', { accountId: 'x' }), { me: null }).own).toBe(false);
  });

  it('maps quote states; a deleted quoted post shows as deleted', () => {
    const q = status('9', { content: '<p>quoted</p>' });
    const shown = toStatusView(status('1', { quote: { state: 'accepted', quoted_status: q } }), {
      me: null,
    }).quote;
    expect(shown?.state).toBe('shown');
    if (shown?.state === 'shown') expect(shown.status.id).toBe('9');
    expect(
      toStatusView(status('1', { quote: { state: 'deleted', quoted_status_id: '9' } }), { me: null }).quote,
    ).toEqual({
      state: 'deleted',
      statusId: '9',
    });
    expect(
      toStatusView(status('1', { quote: { state: 'blocked_account', quoted_status: null } }), { me: null })
        .quote?.state,
    ).toBe('blocked');
    expect(toStatusView(status('1', { quote: { state: 'weird' } }), { me: null }).quote?.state).toBe(
      'unavailable',
    );
  });

  it('validates blurhashes by length and component count, logging bad ones', () => {
    const logged: string[] = [];
    const log = (m: string) => logged.push(m);
    // First char 'L' = 21 → numY 3, numX 4 → 4 + 2·12 = 28 chars.
    const good = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';
    expect(good.length).toBe(28);
    expect(validBlurhash(good, log)).toBe(good);
    expect(validBlurhash('LEHV6', log)).toBeNull();
    expect(validBlurhash(`${good}x`, log)).toBeNull();
    expect(validBlurhash('LEHV6nWB2yk8pyo0adR*.7kCMdn"', log)).toBeNull();
    expect(validBlurhash(null, log)).toBeNull();
    expect(logged.length).toBe(3);
    const media = [
      {
        id: 'm',
        type: 'image',
        url: 'https://a.test/m.png',
        preview_url: 'https://a.test/p.png',
        blurhash: 'bad',
      },
    ];
    expect(
      toStatusView(status('1', { media_attachments: media }), { me: null, log }).media[0]?.blurhash,
    ).toBeNull();
  });

  it('account chips resolve custom emoji and fall back to the username', () => {
    const a = account('1', {
      display_name: 'Ann :wave:',
      emojis: [
        {
          shortcode: 'wave',
          url: 'https://a.test/w.png',
          static_url: 'https://a.test/w.png',
          visible_in_picker: true,
        },
      ],
    });
    expect(toAccountChip(a).displayName).toEqual([
      'Ann ',
      { t: 'emoji', shortcode: 'wave', url: 'https://a.test/w.png', staticUrl: 'https://a.test/w.png' },
    ]);
    expect(toAccountChip(account('2', { display_name: '' })).displayName).toEqual(['user2']);
  });
});

// ---- replay real server bodies

const REC = RECORDINGS_DIR;

function looksLikeStatus(v: unknown): v is Status {
  return !!v && typeof v === 'object' && 'id' in v && 'uri' in v && 'account' in v && 'content' in v;
}

function collectStatuses(v: unknown, out: Status[]): void {
  if (Array.isArray(v)) for (const x of v) collectStatuses(x, out);
  else if (looksLikeStatus(v)) out.push(v);
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    for (const k of ['ancestors', 'descendants', 'statuses', 'last_status', 'status'])
      if (k in o) collectStatuses(o[k], out);
  }
}

function recordedStatuses(): { file: string; status: Status }[] {
  const out: { file: string; status: Status }[] = [];
  for (const dir of ['timelines', 'statuses']) {
    for (const file of readdirSync(join(REC, dir)).filter((f) => f.endsWith('.yaml'))) {
      const doc = parse(readFileSync(join(REC, dir, file), 'utf8')) as {
        interactions?: { response?: { body?: { string?: string } } }[];
      };
      for (const i of doc.interactions ?? []) {
        const body = i.response?.body?.string;
        if (!body || (!body.startsWith('{') && !body.startsWith('['))) continue;
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          continue;
        }
        const found: Status[] = [];
        collectStatuses(json, found);
        for (const s of found) out.push({ file: `${dir}/${file}`, status: s });
      }
    }
  }
  return out;
}

function nodesSafe(nodes: ContentNode[]): boolean {
  for (const n of nodes) {
    if (typeof n === 'string') continue;
    if ('href' in n && n.href !== '' && !/^https?:\/\//.test(n.href)) return false;
    if ('c' in n && n.c && !nodesSafe(n.c)) return false;
  }
  return true;
}

describe('replaying recorded status bodies through toStatusRow', () => {
  const recorded = recordedStatuses();

  it('finds a good number of real statuses, including boosts, polls and quotes', () => {
    expect(recorded.length).toBeGreaterThan(30);
    expect(recorded.some((r) => r.status.reblog)).toBe(true);
    expect(recorded.some((r) => r.status.poll)).toBe(true);
  });

  it('builds a well-formed row for every one, directly and through the store', () => {
    const store = new EntityStore();
    for (const { file, status: s } of recorded) {
      const row = toStatusRow(s, { me: '117020565966271181' });
      const where = `${file} ${s.id}`;
      expect(row.key, where).toBe(`s:${s.id}`);
      expect(row.status.id, where).toBe((s.reblog ?? s).id);
      expect(row.status.url, where).toMatch(/^https?:\/\//);
      expect(nodesSafe(row.status.content), where).toBe(true);
      expect(row.rebloggedBy !== null, where).toBe(!!s.reblog);
      for (const m of row.status.media)
        if (m.blurhash) expect(validBlurhash(m.blurhash), where).toBe(m.blurhash);
      if ((s.reblog ?? s).content?.includes('<p>'))
        expect(row.status.content.length, where).toBeGreaterThan(0);
      // Normalizing and denormalizing through the store gives the same row.
      store.upsertStatus(s);
      const again = store.getStatus(s.id);
      expect(again, where).toBeDefined();
      expect(toStatusRow(again as Status, { me: '117020565966271181' }), where).toEqual(row);
    }
  });
});
