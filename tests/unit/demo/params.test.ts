// Rails-style parameters: arrays with `[]`, nested keys, JSON, form-urlencoded and multipart bodies.
import { describe, expect, it } from 'vitest';
import { arr, isFile, parseBody, parseQuery } from '../../../demo/http/params.ts';

describe('request parameters', () => {
  it('reads id[]=1&id[]=2 as an array, and a bare id as a one-item array', () => {
    expect(arr(parseQuery('id[]=1&id[]=2'), 'id')).toEqual(['1', '2']);
    expect(arr(parseQuery('id=7'), 'id')).toEqual(['7']);
  });

  it('reads nested keys and arrays of objects', () => {
    const p = parseQuery(
      'poll[options][]=a&poll[options][]=b&poll[expires_in]=300&media_attributes[][id]=1&media_attributes[][description]=x&media_attributes[][id]=2',
    );
    expect(p.poll).toEqual({ options: ['a', 'b'], expires_in: '300' });
    expect(p.media_attributes).toEqual([{ id: '1', description: 'x' }, { id: '2' }]);
  });

  it('parses JSON and form bodies by content type', () => {
    expect(parseBody(Buffer.from('{"status":"hi","media_ids":["1"]}'), 'application/json')).toEqual({
      status: 'hi',
      media_ids: ['1'],
    });
    expect(
      parseBody(Buffer.from('status=hi+there&sensitive=true'), 'application/x-www-form-urlencoded'),
    ).toEqual({ status: 'hi there', sensitive: 'true' });
    expect(() => parseBody(Buffer.from('{"status":'), 'application/json')).toThrow();
  });

  it('parses multipart bodies with files and fields', () => {
    const boundary = '----demo42';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nA cat\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cat.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from([1, 2, 3, 13, 10, 4]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const p = parseBody(body, `multipart/form-data; boundary=${boundary}`);
    expect(p.description).toBe('A cat');
    const file = p.file;
    expect(isFile(file)).toBe(true);
    if (isFile(file)) {
      expect(file.filename).toBe('cat.png');
      expect(file.contentType).toBe('image/png');
      expect([...file.data]).toEqual([1, 2, 3, 13, 10, 4]);
    }
  });
});
