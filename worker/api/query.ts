// Request encoding: Rails-style query strings (`id[]=1&id[]=2`), JSON and multipart bodies.

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** Arrays go out as `key[]=a&key[]=b`; null and undefined are left out; booleans as `true`/`false`. */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        parts.push(`${encodeURIComponent(`${key}[]`)}=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Fills `{name}` in a path template; values are URI-encoded so an id or tag can never change the path. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(v);
  });
}

/** JSON bodies drop undefined fields (JSON.stringify does) so optional options never go out as nulls. */
export function jsonBody(body: Record<string, unknown>): string {
  return JSON.stringify(body);
}

export type FormValue = string | number | boolean | Blob | null | undefined;

/** Multipart bodies (media, profile images): Blobs as files, the rest as strings. */
export function formBody(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === null || v === undefined) continue;
    if (typeof Blob !== 'undefined' && v instanceof Blob) form.append(k, v);
    else form.append(k, String(v));
  }
  return form;
}
