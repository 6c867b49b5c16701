// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../shared/protocol/content.ts';
import { ContentTree } from '../../../src/components/content/ContentTree.tsx';
import { excerptNodes, plainText } from '../../../src/components/content/plain-text.ts';
import { click, type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

describe('ContentTree', () => {
  it('renders markup-looking text as text, never as elements', () => {
    r = render(
      <ContentTree nodes={[{ t: 'p', c: ['<script>alert(1)</script><img src=x onerror=alert(2)>'] }]} />,
    );
    expect(r.container.querySelector('script')).toBeNull();
    expect(r.container.querySelector('img')).toBeNull();
    expect(r.container.textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(2)>');
  });

  it('drops unsafe link schemes and unknown elements, and ignores smuggled props', () => {
    const hostile = [
      { t: 'a', href: 'javascript:alert(1)', c: ['click me'] },
      { t: 'script', c: ['alert(3)'] },
      {
        t: 'p',
        c: ['x'],
        dangerouslySetInnerHTML: { __html: '<b>bold</b>' },
        onclick: 'alert(4)',
        style: 'x',
      },
      { t: 'iframe', src: 'https://evil.example' },
    ] as unknown as ContentNode[];
    r = render(<ContentTree nodes={hostile} />);
    expect(r.container.querySelector('a')).toBeNull();
    expect(r.container.querySelector('script, iframe, b')).toBeNull();
    expect(r.container.querySelector('[onclick], [style]')).toBeNull();
    expect(r.container.textContent).toBe('click mealert(3)x');
  });

  it('opens external links in a new tab without opener or referrer', () => {
    r = render(<ContentTree nodes={[{ t: 'a', href: 'https://news.example/a', c: ['news.example/a'] }]} />);
    const a = r.container.querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://news.example/a');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('navigates mentions and hashtags inside the app', () => {
    r = render(
      <ContentTree
        nodes={[
          {
            t: 'mention',
            acct: 'bob@other.example',
            accountId: '9',
            href: 'https://other.example/@bob',
            c: ['@bob'],
          },
          ' ',
          { t: 'hashtag', tag: 'cats', href: 'https://x.example/tags/cats', c: ['#cats'] },
        ]}
      />,
    );
    const [mention, tag] = [...r.container.querySelectorAll('a')];
    expect(mention?.getAttribute('href')).toBe('/@bob@other.example');
    expect(mention?.getAttribute('target')).toBeNull();
    click(tag);
    expect(r.location.history?.at(-1)).toBe('/tags/cats');
    click(mention);
    expect(r.location.history?.at(-1)).toBe('/@bob@other.example');
  });

  it('shows custom emoji as images with :shortcode: as alt text', () => {
    r = render(
      <ContentTree
        nodes={[
          {
            t: 'emoji',
            shortcode: 'blobcat',
            url: 'https://e.example/b.gif',
            staticUrl: 'https://e.example/b.png',
          },
        ]}
      />,
    );
    const img = r.container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe(':blobcat:');
    expect(img?.getAttribute('src')).toBe('https://e.example/b.png');
  });

  it('turns a tree into plain text for excerpts', () => {
    expect(
      plainText([
        {
          t: 'p',
          c: ['Hello ', { t: 'emoji', shortcode: 'wave', url: 'https://e/w', staticUrl: 'https://e/w' }],
        },
        { t: 'p', c: ['second'] },
      ]),
    ).toBe('Hello :wave:\nsecond');
  });

  it('excerpts keep custom emoji as emoji, collapse whitespace and cut with an ellipsis', () => {
    const wave = { t: 'emoji' as const, shortcode: 'wave', url: 'https://x.example/w.png', staticUrl: '' };
    expect(
      excerptNodes([
        { t: 'p', c: ['  Hello ', wave] },
        { t: 'p', c: ['second   line '] },
      ]),
    ).toEqual(['Hello ', wave, ' second line']);
    expect(excerptNodes([{ t: 'p', c: ['abcdef ', wave, ' ghij'] }], 10)).toEqual(['abcdef ', wave, '…']);
    expect(excerptNodes([{ t: 'p', c: ['abc ', wave, ' ghijklmn'] }], 10)).toEqual([
      'abc ',
      wave,
      ' ghi',
      '…',
    ]);
    expect(excerptNodes([])).toEqual([]);
  });
});
