// @vitest-environment happy-dom
// What a post shows around its text (issue 13): its visibility as a named icon, who boosted it on one line with the
// boost icon, an ALT badge that reveals a media description, the author of a link card, counts in short form.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaView } from '../../../shared/protocol/rows.ts';
import { StatusRow } from '../../../src/components/status/StatusRow.tsx';
import { clearRowUiStates } from '../../../src/components/status/ui-state.ts';
import { account, statusRow } from './fixtures.ts';
import { click, type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
beforeEach(() => clearRowUiStates());
afterEach(() => {
  r?.unmount();
  r = null;
});

const photo = (description: string): MediaView => ({
  id: 'm1',
  type: 'image',
  url: 'https://m.example/1.png',
  previewUrl: 'https://m.example/1.small.png',
  remoteUrl: null,
  description,
  blurhash: null,
  width: 100,
  height: 100,
  focus: null,
});

describe('a post’s surroundings', () => {
  it('names its visibility with an icon: public, unlisted, followers only, mentioned people only', () => {
    const names: string[] = [];
    for (const visibility of ['public', 'unlisted', 'private', 'direct'] as const) {
      r = render(<StatusRow row={statusRow(`v-${visibility}`, { visibility })} />);
      const icon = r.container.querySelector('.status-header [role="img"]');
      names.push(icon?.getAttribute('aria-label') ?? '');
      r.unmount();
      r = null;
    }
    expect(names).toEqual(['Public', 'Unlisted', 'Followers only', 'Mentioned people only']);
  });

  it('shows who boosted it on one line with the boost icon, and no stray glyph', () => {
    r = render(<StatusRow row={statusRow('b1', {}, { rebloggedBy: account('5', 'Booster Bee') })} />);
    const header = r.container.querySelector('.boosted-by');
    expect(header?.classList.contains('icon-boost')).toBe(true);
    expect(header?.textContent?.trim().startsWith('Booster Bee')).toBe(true);
  });

  it('has an ALT badge on described media that shows the description, and none on undescribed media', () => {
    r = render(<StatusRow row={statusRow('a1', { media: [photo('A heron on one leg')] })} />);
    const badge = r.container.querySelector<HTMLButtonElement>('.alt-badge');
    expect(badge?.textContent).toBe('ALT');
    expect(r.container.querySelector('.alt-text')).toBeNull();
    click(badge);
    expect(r.container.querySelector('.alt-text')?.textContent).toBe('A heron on one leg');
    expect(badge?.getAttribute('aria-expanded')).toBe('true');
    r.unmount();
    r = render(<StatusRow row={statusRow('a2', { media: [photo('')] })} />);
    expect(r.container.querySelector('.alt-badge')).toBeNull();
  });

  it('shows the author of a link card', () => {
    const card = {
      url: 'https://site.example/a',
      title: 'A long read',
      description: 'About wool',
      type: 'link',
      image: 'https://site.example/a.png',
      blurhash: null,
      providerName: 'Site',
      authorName: 'Ann Writer',
      width: 100,
      height: 100,
    };
    r = render(<StatusRow row={statusRow('c1', { card })} />);
    expect(r.container.querySelector('.card-author')?.textContent).toBe('By Ann Writer');
  });

  it('shows counts in short form, and names each counted button with what it shows', () => {
    r = render(<StatusRow row={statusRow('n1', { favouritesCount: 1234, reblogsCount: 12 })} />);
    const fav = r.container.querySelector('.action.favourite');
    expect(fav?.textContent).toBe('1.2K');
    expect(fav?.getAttribute('aria-label')).toBe('Favourite 1.2K');
    expect(r.container.querySelector('.action.boost')?.getAttribute('aria-label')).toBe('Boost 12');
  });
});
