// fetch's contract on XMLHttpRequest, for uploads that report their progress: fetch has no upload progress (a
// streamed request body needs HTTP/2 and duplex), XMLHttpRequest's `upload.onprogress` gives the bytes sent. It
// answers a Response like fetch does, rejects with a TypeError on a network failure and with an AbortError
// when the signal aborts, so the transport treats both paths alike.

/** Statuses a Response must be built without a body for. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // A header name the Headers class refuses: skipped, as fetch would never show it either.
    }
  }
  return headers;
}

export function xhrFetch(
  url: string,
  init: RequestInit,
  onUploadProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = init.signal;
    const aborted = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    if (signal?.aborted) return aborted();
    xhr.open(init.method ?? 'GET', url);
    const headers = new Headers(init.headers);
    headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => onUploadProgress(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      const status = xhr.status;
      if (status < 200 || status > 599) return reject(new TypeError(`Unexpected status ${status}`));
      resolve(
        new Response(NULL_BODY.has(status) ? null : xhr.responseText, {
          status,
          statusText: xhr.statusText,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    xhr.onabort = aborted;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
