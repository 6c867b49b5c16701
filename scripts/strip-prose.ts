// The OpenAPI description without its prose: every `description` and `summary` of the document's own objects
// (operations, parameters, schemas, responses, examples), its external-doc links and the notes in `info`. What the
// tests read stays: paths, operations, parameter names, schemas and their property names (a schema property may be
// called `description`: that is a name, kept), and example values, which are data.

/** Keys whose value is prose about the API, dropped wherever they are a field of an OpenAPI object. */
const PROSE = new Set(['description', 'summary', 'externalDocs', 'x-logo', 'x-real-server-overrides']);
/** Keys whose value is wire data (example bodies, defaults, enums): copied as they are. */
const DATA = new Set(['example', 'value', 'default', 'enum', 'const']);
/** Keys whose value maps names chosen by the API (property names, status codes…) to objects. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'paths',
  'schemas',
  'responses',
  'headers',
  'links',
]);

type Json = unknown;

function strip(node: Json, underNameMap: boolean): Json {
  if (Array.isArray(node)) return node.map((x) => strip(x, false));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (underNameMap) out[key] = strip(value, false);
    else if (PROSE.has(key)) continue;
    else if (DATA.has(key)) out[key] = value;
    else if (key === 'examples' && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, ex]) => [name, strip(ex, false)]));
    } else out[key] = strip(value, NAME_MAPS.has(key));
  }
  return out;
}

/** A copy of an OpenAPI document with its prose removed (the input is not changed). */
export function stripProse<T>(doc: T): T {
  return strip(doc, false) as T;
}

/** Paths (`a/b/c`) of the prose fields still in a stripped document: [] when it is clean. */
export function proseFields(doc: Json): string[] {
  const found: string[] = [];
  const walk = (node: Json, path: string, underNameMap: boolean): void => {
    if (Array.isArray(node)) {
      for (const [i, x] of node.entries()) walk(x, `${path}/${i}`, false);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        const p = `${path}/${key}`;
        if (underNameMap) walk(value, p, false);
        else if (PROSE.has(key)) found.push(p);
        else if (!DATA.has(key)) walk(value, p, NAME_MAPS.has(key));
      }
    }
  };
  walk(doc, '', false);
  return found;
}
