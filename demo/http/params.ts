// Request parameters as Rails reads them: `a[]=1&a[]=2` → arrays, `poll[options][]=x` → nested objects, from the
// query string, JSON, form-urlencoded and multipart bodies (a small multipart parser; files kept as bytes).

export type ParamValue = string | ParamValue[] | { [key: string]: ParamValue } | UploadedFile;
export type Params = Record<string, ParamValue>;

export interface UploadedFile {
  kind: 'file';
  filename: string;
  contentType: string;
  data: Buffer;
}

export const isFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'file';

/** Splits `a[b][]` into ['a', 'b', '']. */
function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  for (const m of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(m[1] ?? '');
  return parts;
}

const isPlainObject = (v: unknown): v is Record<string, ParamValue> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !isFile(v);

/** Sets one value at a Rails-style key path in `target`; `''` parts are array positions. */
export function setParam(target: Params, key: string, value: ParamValue): void {
  const path = keyPath(key);
  let node: Record<string, ParamValue> | ParamValue[] = target;
  for (let i = 0; i < path.length; i++) {
    const part = path[i] as string;
    const last = i === path.length - 1;
    if (Array.isArray(node)) {
      if (last) {
        node.push(value);
        return;
      }
      // An array of objects (`a[][x]=1&a[][y]=2`): a repeated key starts the next object.
      const nextKey = path[i + 1] as string;
      let o: ParamValue | undefined = node[node.length - 1];
      if (!isPlainObject(o) || nextKey in o) {
        o = {};
        node.push(o);
      }
      node = o;
      continue;
    }
    if (last) {
      node[part] = value;
      return;
    }
    const wantArray = path[i + 1] === '';
    let child = node[part];
    if (wantArray ? !Array.isArray(child) : !isPlainObject(child)) {
      child = wantArray ? [] : {};
      node[part] = child;
    }
    node = child as Record<string, ParamValue> | ParamValue[];
  }
}

export function parseQuery(search: string, into: Params = {}): Params {
  for (const [k, v] of new URLSearchParams(search)) setParam(into, k, v);
  return into;
}

export function parseMultipart(body: Buffer, contentType: string): Params {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  const out: Params = {};
  if (!boundary) return out;
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = body.indexOf(delimiter);
  while (pos >= 0) {
    const start = pos + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    // Part: CRLF headers CRLF CRLF content CRLF
    const part = body.subarray(start + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd >= 0) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const data = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim();
      if (name !== undefined) {
        if (filename !== undefined) {
          setParam(out, name, {
            kind: 'file',
            filename,
            contentType: type ?? 'application/octet-stream',
            data: Buffer.from(data),
          });
        } else {
          setParam(out, name, data.toString('utf8'));
        }
      }
    }
    pos = next;
  }
  return out;
}

/** Parses a request body by its content type. Throws SyntaxError on malformed JSON. */
export function parseBody(body: Buffer, contentType: string | undefined): Params {
  if (body.length === 0) return {};
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('application/json')) {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Params) : {};
  }
  if (type.includes('multipart/form-data')) return parseMultipart(body, contentType ?? '');
  return parseQuery(body.toString('utf8'));
}

// ---- typed readers over Params ----

export const str = (p: Params, key: string): string | undefined => {
  const v = p[key];
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
};

export const bool = (p: Params, key: string): boolean | undefined => {
  const v = p[key] as unknown;
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'boolean') return v;
  return !['false', '0', 'off', 'no'].includes(String(v).toLowerCase());
};

export const num = (p: Params, key: string): number | undefined => {
  const v = p[key] as unknown;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
};

/** An array parameter, accepting `id[]=`, a bare repeated or single `id=`, or a JSON array. */
export const arr = (p: Params, key: string): string[] => {
  const v = (p[key] ?? p[`${key}[]`]) as unknown;
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v.map((x) => String(x));
  if (typeof v === 'object') return Object.values(v as Record<string, unknown>).map((x) => String(x));
  return [String(v)];
};

export const obj = (p: Params, key: string): Params | undefined => {
  const v = p[key];
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !isFile(v) ? (v as Params) : undefined;
};
