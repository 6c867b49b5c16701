// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaView } from '../../../shared/protocol/rows.ts';
import { now } from '../../../src/app/clock.ts';
import { StatusRow } from '../../../src/components/status/StatusRow.tsx';
import { clearRowUiStates } from '../../../src/components/status/ui-state.ts';
import { account, status, statusRow } from './fixtures.ts';
import { byText, click, fakeCore, type Rendered, render } from './harness.tsx';

let r: Rendered | null = null;
beforeEach(() => clearRowUiStates());
afterEach(() => {
  r?.unmount();
  r = null;
});

const image = (id: string): MediaView => ({
  id,
  type: 'image',
  url: `https://m.example/${id}.png`,
  previewUrl: `https://m.example/${id}.small.png`,
  remoteUrl: null,
  description: `picture ${id}`,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  width: 100,
  height: 100,
  focus: null,
});

describe('StatusRow', () => {
  it('hides the text behind the content warning until Show more, then offers Show less', () => {
    r = render(<StatusRow row={statusRow('1', { spoilerText: 'Food talk', content: ['secret soup'] })} />);
    expect(r.container.querySelector('.spoiler-text')?.textContent).toBe('Food talk');
    expect(r.container.textContent).not.toContain('secret soup');
    click(byText(r.container, 'button', 'Show more'));
    expect(r.container.textContent).toContain('secret soup');
    click(byText(r.container, 'button', 'Show less'));
    expect(r.container.textContent).not.toContain('secret soup');
  });

  it('remembers an opened content warning when the row is rendered again (virtualized away and back)', () => {
    const row = statusRow('2', { spoilerText: 'CW', content: ['inside'] });
    r = render(<StatusRow row={row} />);
    click(byText(r.container, 'button', 'Show more'));
    r.unmount();
    r = render(<StatusRow row={row} />);
    expect(r.container.textContent).toContain('inside');
  });

  it('covers sensitive media with Sensitive content / Click to show, and reveals on click', () => {
    r = render(<StatusRow row={statusRow('3', { sensitive: true, media: [image('a'), image('b')] })} />);
    expect(r.container.querySelector('.media-overlay-title')?.textContent).toBe('Sensitive content');
    expect(r.container.querySelector('.media-overlay-hint')?.textContent).toBe('Click to show');
    expect(r.container.querySelectorAll('canvas.blurhash')).toHaveLength(2);
    expect(r.container.querySelector('img[alt="picture a"]')).toBeNull();
    click(r.container.querySelector('.media-overlay'));
    expect(r.container.querySelector('img[alt="picture a"]')).not.toBeNull();
    expect(r.container.querySelector('.media-overlay')).toBeNull();
  });

  it("says Media hidden when the reader's setting hides all media", () => {
    const core = fakeCore();
    core.global.value = { ...core.global.value, settings: { mediaDisplay: 'hide_all' } };
    r = render(<StatusRow row={statusRow('4', { media: [image('c')] })} />, core);
    expect(r.container.querySelector('.media-overlay-title')?.textContent).toBe('Media hidden');
  });

  it('shows media at once when not sensitive', () => {
    r = render(<StatusRow row={statusRow('5', { media: [image('d')] })} />);
    expect(r.container.querySelector('.media-overlay')).toBeNull();
    expect(r.container.querySelector('img[alt="picture d"]')).not.toBeNull();
  });

  it('Hide hides media that is not sensitive, and Click to show brings it back (also after the row remounts)', () => {
    r = render(<StatusRow row={statusRow('5h', { media: [image('h')] })} />);
    click(r.container.querySelector('.media-hide'));
    expect(r.container.querySelector('img[alt="picture h"]')).toBeNull();
    expect(r.container.querySelector('.media-overlay-title')?.textContent).toBe('Media hidden');
    r.unmount();
    r = render(<StatusRow row={statusRow('5h', { media: [image('h')] })} />);
    expect(r.container.querySelector('img[alt="picture h"]')).toBeNull();
    click(r.container.querySelector('.media-overlay'));
    expect(r.container.querySelector('img[alt="picture h"]')).not.toBeNull();
    expect(r.container.querySelector('.media-overlay')).toBeNull();
  });

  it('Hide after revealing sensitive media covers it again', () => {
    r = render(<StatusRow row={statusRow('5s', { sensitive: true, media: [image('s')] })} />);
    click(r.container.querySelector('.media-overlay'));
    expect(r.container.querySelector('img[alt="picture s"]')).not.toBeNull();
    click(r.container.querySelector('.media-hide'));
    expect(r.container.querySelector('img[alt="picture s"]')).toBeNull();
    expect(r.container.querySelector('.media-overlay-title')?.textContent).toBe('Sensitive content');
  });

  it('collapses a warned post to Matches filter “title” with Show anyway', () => {
    r = render(
      <StatusRow
        row={statusRow(
          '6',
          { content: ['the ending'] },
          { filter: { action: 'warn', titles: ['Spoilers'] } },
        )}
      />,
    );
    expect(r.container.querySelector('.filter-warning')?.textContent).toBe('Matches filter “Spoilers”');
    expect(r.container.textContent).not.toContain('the ending');
    click(byText(r.container, 'button', 'Show anyway'));
    expect(r.container.textContent).toContain('the ending');
  });

  it('hides media of a blur-filtered post behind Matches filter “title”', () => {
    r = render(
      <StatusRow
        row={statusRow('7', { media: [image('e')] }, { filter: { action: 'blur', titles: ['Gore'] } })}
      />,
    );
    expect(r.container.querySelector('.media-overlay-title')?.textContent).toBe('Matches filter “Gore”');
  });

  it('a post both warned and blurred shows the warning, then its media blurred behind the blur filter', () => {
    r = render(
      <StatusRow
        row={statusRow(
          '8',
          { content: ['the vote'], media: [image('v')] },
          { filter: { action: 'warn', titles: ['Politics'], blurTitles: ['Gore'] } },
        )}
      />,
    );
    expect(r.container.querySelector('.filter-warning')?.textContent).toBe('Matches filter “Politics”');
    expect(r.container.querySelector('.media-overlay-title')).toBeNull();
    click(byText(r.container, 'button', 'Show anyway'));
    expect(r.container.textContent).toContain('the vote');
    expect(r.container.querySelector('.media-overlay-title')?.textContent).toBe('Matches filter “Gore”');
  });

  it('shows Preview not available for a card without image or title', () => {
    const card = {
      url: 'https://site.example/page',
      title: '',
      description: '',
      type: 'link',
      image: null,
      blurhash: null,
      providerName: '',
      authorName: null,
      width: 0,
      height: 0,
    };
    r = render(<StatusRow row={statusRow('8', { card })} />);
    expect(r.container.querySelector('.link-card')?.textContent).toBe('Preview not available');
    expect(r.container.querySelector('a.link-card')?.getAttribute('rel')).toBe(
      'noopener noreferrer nofollow',
    );
  });

  it('shows a deleted quote as This post was deleted, and a shown quote with its text', () => {
    r = render(<StatusRow row={statusRow('9', { quote: { state: 'deleted', statusId: '77' } })} />);
    expect(r.container.querySelector('.quote')?.textContent).toBe('This post was deleted');
    r.unmount();
    r = render(
      <StatusRow
        row={statusRow('10', {
          quote: { state: 'shown', status: status('11', { content: ['quoted words'] }) },
        })}
      />,
    );
    expect(r.container.querySelector('blockquote.quote')?.textContent).toContain('quoted words');
  });

  it('shows who boosted it', () => {
    r = render(<StatusRow row={statusRow('12', {}, { rebloggedBy: account('5', 'Booster Bee') })} />);
    expect(r.container.querySelector('.boosted-by')?.textContent).toContain('Booster Bee');
    expect(r.container.querySelector('.boosted-by')?.textContent).toContain('boosted');
  });

  const shiftClick = (el: Element | null) =>
    act(() => {
      el?.dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }));
    });

  it('sends toggle intents from the action bar and reflects the row state', () => {
    const core = fakeCore();
    r = render(<StatusRow row={statusRow('13', { favourited: true })} />, core);
    click(r.container.querySelector('button[aria-label="Favourite"]'));
    // Shift+click boosts at once, without the BOOST modal.
    shiftClick(r.container.querySelector('button[aria-label="Boost"]'));
    click(r.container.querySelector('button[aria-label="Bookmark"]'));
    expect(core.intents).toEqual([
      { type: 'status.toggle', statusId: '13', action: 'favourite', value: false },
      { type: 'status.toggle', statusId: '13', action: 'reblog', value: true },
      { type: 'status.toggle', statusId: '13', action: 'bookmark', value: true },
    ]);
    expect(r.container.querySelector('button[aria-label="Favourite"]')?.getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('a plain click on boost opens the BOOST modal instead of boosting; the boostModal setting off boosts at once', async () => {
    const core = fakeCore();
    r = render(<StatusRow row={statusRow('14')} />, core);
    click(r.container.querySelector('button[aria-label="Boost"]'));
    expect(core.intents).toEqual([]);
    // The modal's module is fetched on demand: it shows once loaded.
    await vi.waitFor(
      async () => {
        await act(async () => {});
        expect(document.querySelector('.boost-dialog')).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    click(document.querySelector('.boost-dialog button.boost-dialog-boost'));
    expect(core.intents).toEqual([
      { type: 'status.toggle', statusId: '14', action: 'reblog', value: true, visibility: 'public' },
    ]);
    core.global.value = {
      ...core.global.value,
      settings: { boostModal: false } as typeof core.global.value.settings,
    };
    click(r.container.querySelector('button[aria-label="Boost"]'));
    expect(core.intents.at(-1)).toEqual({
      type: 'status.toggle',
      statusId: '14',
      action: 'reblog',
      value: true,
    });
  });

  it('votes in a single-choice poll with the Vote button', () => {
    const core = fakeCore();
    const poll = {
      id: 'p1',
      expiresAt: null,
      expired: false,
      multiple: false,
      votesCount: 10,
      votersCount: 10,
      voted: false,
      ownVotes: [],
      options: [
        { title: ['Tea'], votesCount: 6 },
        { title: ['Coffee'], votesCount: 4 },
      ],
    };
    r = render(<StatusRow row={statusRow('14', { poll })} />, core);
    const vote = byText(r.container, 'button', 'Vote') as HTMLButtonElement;
    expect(vote.disabled).toBe(true);
    click(r.container.querySelectorAll('input[type="radio"]')[1]);
    click(vote);
    expect(core.intents).toEqual([{ type: 'poll.vote', pollId: 'p1', statusId: '14', choices: [1] }]);
    r.unmount();
    r = render(<StatusRow row={statusRow('15', { poll: { ...poll, expired: true } })} />, core);
    expect(byText(r.container, 'button', 'Vote')).toBeUndefined();
    expect(r.container.querySelector('.poll-pct')?.textContent).toBe('60%');
    expect(r.container.textContent).toContain('Closed');
  });

  it('updates the relative time from the shared clock', () => {
    now.value = Date.parse('2026-01-01T00:05:00.000Z');
    r = render(<StatusRow row={statusRow('16')} />);
    expect(r.container.querySelector('time')?.textContent).toBe('5m');
    act(() => {
      now.value = Date.parse('2026-01-01T03:00:00.000Z');
    });
    expect(r.container.querySelector('time')?.textContent).toBe('3h');
  });

  it('votes several options in a multiple-choice poll', () => {
    const core = fakeCore();
    const poll = {
      id: 'p2',
      expiresAt: null,
      expired: false,
      multiple: true,
      votesCount: 0,
      votersCount: 0,
      voted: false,
      ownVotes: [],
      options: [
        { title: ['A'], votesCount: 0 },
        { title: ['B'], votesCount: 0 },
        { title: ['C'], votesCount: 0 },
      ],
    };
    r = render(<StatusRow row={statusRow('17', { poll })} />, core);
    const boxes = r.container.querySelectorAll('input[type="checkbox"]');
    click(boxes[0]);
    click(boxes[2]);
    click(byText(r.container, 'button', 'Vote'));
    expect(core.intents).toEqual([{ type: 'poll.vote', pollId: 'p2', statusId: '17', choices: [0, 2] }]);
  });

  it('opens the post when its text is clicked, but not when a link or button is', () => {
    r = render(<StatusRow row={statusRow('18')} />);
    click(r.container.querySelector('button[aria-label="Favourite"]'));
    expect(r.location.history?.at(-1)).toBe('/');
    click(r.container.querySelector('.status-content p'));
    expect(r.location.history?.at(-1)).toBe('/@user1@remote.example/18');
  });
});
