// The filter intents' requests as they leave the core (through the real transport): method, path and body checked
// against the real server's OpenAPI description, as the contract tests check the API client: the operation exists,
// every body field (and every keywords_attributes field) is one it declares, the values match its schema, and a
// create carries the required fields. One stated exception: `expires_in: null` clears an expiry (the server sets
// expires_at from a blank interval), where the description only says integer.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { ServerFilterIntent } from '../../../shared/protocol/filter-intents.ts';
import { createTransport } from '../../../worker/api/transport.ts';
import { filterRequest } from '../../../worker/filters/requests.ts';
import { doc, findTemplate } from '../../contract/openapi.ts';

type Schema = Record<string, unknown>;
const raw = doc as unknown as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc as object, 'openapi.json');

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Sent {
  method: string;
  url: URL;
  body: Record<string, unknown> | null;
}

async function send(intent: ServerFilterIntent): Promise<Sent> {
  const sent: Sent[] = [];
  const transport = createTransport({
    baseUrl: 'https://example.test',
    getToken: () => 'token',
    now: () => 0,
    fetch: async (input, init) => {
      sent.push({
        method: String(init.method),
        url: new URL(input),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      });
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  await transport.request(filterRequest(intent));
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

/** Problems of one request against the description; [] when it conforms. */
function check(r: Sent): string[] {
  const tpl = findTemplate(r.method, r.url.pathname);
  if (!tpl) return [`${r.method} ${r.url.pathname}: no such operation`];
  const content = raw.paths[tpl]?.[r.method.toLowerCase()]?.requestBody?.content ?? {};
  const type = Object.keys(content)[0];
  if (!type) return r.body && Object.keys(r.body).length > 0 ? [`${tpl}: a body where none is declared`] : [];
  const problems: string[] = [];
  const schemaRef = `openapi.json#/${pointer('paths', tpl, r.method.toLowerCase(), 'requestBody', 'content', type, 'schema')}`;
  const schema = content[type]!.schema;
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const body = { ...(r.body ?? {}) };
  for (const k of Object.keys(body)) if (!(k in props)) problems.push(`${tpl}: body field ${k} not declared`);
  const itemProps = Object.keys(
    ((props.keywords_attributes?.items as Schema | undefined)?.properties as Schema | undefined) ?? {},
  );
  for (const k of (body.keywords_attributes as Record<string, unknown>[] | undefined) ?? [])
    for (const f of Object.keys(k))
      if (!itemProps.includes(f)) problems.push(`${tpl}: keywords_attributes.${f} not declared`);
  if (body.expires_in === null) delete body.expires_in;
  const validate = ajv.getSchema(schemaRef);
  if (!validate) throw new Error(`no schema at ${schemaRef}`);
  if (!validate(body))
    for (const e of validate.errors ?? []) problems.push(`${tpl}: ${e.instancePath} ${e.message}`);
  return problems;
}

describe('filter intents on the wire', () => {
  it('create: POST /api/v2/filters with the form fields and new keywords', async () => {
    const r = await send({
      type: 'filter.create',
      fields: {
        title: 'Spoilers',
        context: ['home', 'thread'],
        filter_action: 'hide',
        expires_in: 3600,
        keywords_attributes: [{ keyword: 'finale', whole_word: true }],
      },
    });
    expect(`${r.method} ${r.url.pathname}`).toBe('POST /api/v2/filters');
    expect(r.body).toEqual({
      title: 'Spoilers',
      context: ['home', 'thread'],
      filter_action: 'hide',
      expires_in: 3600,
      keywords_attributes: [{ keyword: 'finale', whole_word: true }],
    });
    expect(check(r)).toEqual([]);
  });

  it('update: PUT /api/v2/filters/{id} adding, changing and destroying keywords, clearing the expiry', async () => {
    const r = await send({
      type: 'filter.update',
      filterId: '7',
      fields: {
        title: 'Spoilers',
        filter_action: 'warn',
        expires_in: null,
        keywords_attributes: [
          { keyword: 'season', whole_word: false },
          { id: '4', keyword: 'finale', whole_word: false },
          { id: '5', _destroy: true },
        ],
      },
    });
    expect(`${r.method} ${r.url.pathname}`).toBe('PUT /api/v2/filters/7');
    expect(r.body?.keywords_attributes).toEqual([
      { keyword: 'season', whole_word: false },
      { id: '4', keyword: 'finale', whole_word: false },
      { id: '5', _destroy: true },
    ]);
    expect(r.body?.expires_in).toBeNull();
    expect(check(r)).toEqual([]);
  });

  it('delete, add a post, and the list', async () => {
    const del = await send({ type: 'filter.delete', filterId: '7' });
    expect(`${del.method} ${del.url.pathname}`).toBe('DELETE /api/v2/filters/7');
    expect(check(del)).toEqual([]);
    const add = await send({ type: 'filter.addStatus', filterId: '7', statusId: '109' });
    expect(`${add.method} ${add.url.pathname}`).toBe('POST /api/v2/filters/7/statuses');
    expect(add.body).toEqual({ status_id: '109' });
    expect(check(add)).toEqual([]);
    const list = await send({ type: 'filters.list' });
    expect(`${list.method} ${list.url.pathname}`).toBe('GET /api/v2/filters');
    expect(check(list)).toEqual([]);
  });

  it('the check catches a field the server does not take', () => {
    const bad: Sent = {
      method: 'POST',
      url: new URL('https://example.test/api/v2/filters'),
      body: { title: 't', context: ['home', 'nowhere'], phrase: 'x', keywords_attributes: [{ word: 'x' }] },
    };
    const problems = check(bad);
    expect(problems.slice(0, 2)).toEqual([
      '/api/v2/filters: body field phrase not declared',
      '/api/v2/filters: keywords_attributes.word not declared',
    ]);
    expect(problems.some((p) => p.includes('/context/1'))).toBe(true);
  });
});
