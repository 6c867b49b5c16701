// A post's content tree is kept on the post object itself (under a private symbol) rather than in a WeakMap: it must
// stay invisible (nothing the tab, the disk or a comparison sees changes), never be carried to a copy, and work on
// objects that cannot take a property.
import { describe, expect, it } from 'vitest';
import { makeStatuses } from '../../../bench/timeline/payloads.ts';
import type { Status } from '../../../shared/wire/entities.ts';
import { sanitizeHtml } from '../../../worker/content/sanitize.ts';
import { statusContent, statusContentText } from '../../../worker/content/statusContent.ts';

const post = (): Status => makeStatuses(1, 4242n, 9)[0] as Status;

describe('the content tree kept on a post', () => {
  it('is built once per post object and leaves what is sent, stored and compared unchanged', () => {
    const s = post();
    const keys = Object.keys(s);
    const json = JSON.stringify(s);
    const tree = statusContent(s);
    expect(statusContent(s)).toBe(tree);
    expect(Object.keys(s)).toEqual(keys);
    expect(JSON.stringify(s)).toBe(json);
    expect(structuredClone(s)).toEqual(JSON.parse(json));
    expect(s).toEqual(JSON.parse(json));
  });

  it('is not carried to a copy: an edited copy shows its own content', () => {
    const s = post();
    statusContent(s);
    const edited = { ...s, content: '<p>edited</p>' };
    expect(statusContent(edited)).toEqual(sanitizeHtml('<p>edited</p>', edited));
    expect(statusContentText(edited)).toBe('edited');
    expect(statusContentText(s)).not.toBe('edited');
  });

  it('works on a frozen post, once per object there too', () => {
    const s = Object.freeze(post());
    const tree = statusContent(s);
    expect(tree).toEqual(sanitizeHtml(s.content, s));
    expect(statusContent(s)).toBe(tree);
  });
});
