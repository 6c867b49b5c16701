// Link-header pagination: `<https://host/api/v1/timelines/home?max_id=1>; rel="next", <…?min_id=9>; rel="prev"`.

/** The query parameters of a next or previous page, to pass back to the same call. */
export type PageParams = Record<string, string>;

export interface Page<T> {
  items: T[];
  next: PageParams | null;
  prev: PageParams | null;
}

export interface PageLinks {
  next: PageParams | null;
  prev: PageParams | null;
}

function paramsOf(url: string): PageParams | null {
  try {
    const u = new URL(url, 'http://relative.invalid');
    const out: PageParams = {};
    for (const [k, v] of u.searchParams) out[k] = v;
    return out;
  } catch {
    return null;
  }
}

/** Total: a missing or malformed header gives no pages. Rails array parameters in a link are kept as given. */
export function parseLinkHeader(header: string | null): PageLinks {
  const links: PageLinks = { next: null, prev: null };
  if (!header) return links;
  for (const part of header.split(',')) {
    const m = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (!m) continue;
    const rel = /rel\s*=\s*"?([^";]+)"?/i
      .exec(m[2] ?? '')?.[1]
      ?.trim()
      .toLowerCase();
    const params = paramsOf(m[1] ?? '');
    if (!params) continue;
    for (const r of (rel ?? '').split(/\s+/)) {
      if (r === 'next') links.next = params;
      else if (r === 'prev' || r === 'previous') links.prev = params;
    }
  }
  return links;
}
