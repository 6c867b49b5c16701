// The real-server OpenAPI description, compiled once with Ajv (2020-12): find the path template of a concrete
// request path, and validate a response body against the schema declared for that operation and status.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OPENAPI_FILE } from '../reference.ts';

export const OPENAPI_PATH = OPENAPI_FILE;
const DOC_ID = 'mastodon-openapi.json';

interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

export const doc = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as Doc;

// Known gap of the description: Mastodon 4.3+ sends `annual_report` notifications (the product spec lists it
// among the 13 types), but the documented enums lack it. Added here, and only this.
const schemas = (doc as unknown as { components: { schemas: Record<string, { enum?: string[] }> } })
  .components.schemas;
for (const name of ['NotificationTypeEnum', 'NotificationGroupTypeEnum']) {
  const e = schemas[name]?.enum;
  if (e && !e.includes('annual_report')) e.push('annual_report');
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// Formats the document uses that ajv-formats does not know.
ajv.addFormat('iso-639-1', /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/);
ajv.addSchema(doc as object, DOC_ID);

const pointer = (...parts: string[]): string =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Template paths, literal ones first, so `/accounts/relationships` wins over `/accounts/{id}`. */
const templates = Object.keys(doc.paths).sort(
  (a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0),
);

export function findTemplate(method: string, concretePath: string): string | null {
  const m = method.toLowerCase();
  for (const t of templates) {
    if (!doc.paths[t]?.[m]) continue;
    const re = new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (re.test(concretePath)) return t;
  }
  return null;
}

export function operationId(template: string, method: string): string | undefined {
  return doc.paths[template]?.[method.toLowerCase()]?.operationId;
}

export function declaredStatuses(template: string, method: string): string[] {
  return Object.keys(doc.paths[template]?.[method.toLowerCase()]?.responses ?? {});
}

/** Validation errors of `body` against the declared response schema ([] if valid; null if none is declared). */
export function validateResponse(
  template: string,
  method: string,
  status: number,
  body: unknown,
): string[] | null {
  const op = doc.paths[template]?.[method.toLowerCase()];
  const schema = op?.responses?.[String(status)]?.content?.['application/json']?.schema;
  if (!schema) return null;
  const ref = `${DOC_ID}#/${pointer('paths', template, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema at ${ref}`);
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/** Validates against one named component schema. */
export function validateSchema(name: string, value: unknown): string[] {
  const validate = ajv.getSchema(`${DOC_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`no schema ${name}`);
  return validate(value)
    ? []
    : (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
