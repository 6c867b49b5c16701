// @vitest-environment happy-dom
// Right-to-left text (Arabic, Hebrew) is laid out right to left, and left-to-right text beside it left to right:
// every block of text someone wrote takes its direction from its own first strong character (`dir="auto"`), in
// posts (each paragraph, the content warning, poll options, display names) and in the compose box.
import { afterEach, describe, expect, it } from 'vitest';
import { ComposeBox } from '../../../src/components/compose/ComposeBox.tsx';
import { StatusRow } from '../../../src/components/status/StatusRow.tsx';
import { account, statusRow } from './fixtures.ts';
import { click, fakeCore, type Rendered, render, settle } from './harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
});

const dirOf = (el: Element | null | undefined) => el?.getAttribute('dir') ?? null;

describe('text direction from the text', () => {
  it('each paragraph of a post, its content warning, poll options and the display name', () => {
    r = render(
      <StatusRow
        row={statusRow('41', {
          account: { ...account('layla'), displayName: ['ليلى'] },
          spoilerText: 'تحذير',
          content: [
            { t: 'p', c: ['صباح الخير'] },
            { t: 'p', c: ['Good morning'] },
          ],
          poll: {
            id: 'p41',
            expiresAt: null,
            expired: true,
            multiple: false,
            votesCount: 1,
            votersCount: 1,
            voted: false,
            ownVotes: [],
            options: [
              { title: ['קפה'], votesCount: 1 },
              { title: ['tea'], votesCount: 0 },
            ],
          },
        })}
      />,
    );
    expect(dirOf(r.container.querySelector('.spoiler-text'))).toBe('auto');
    expect(dirOf(r.container.querySelector('.display-name'))).toBe('auto');
    // A handle is Latin whatever the interface: in Arabic it must still read "@user…", not "…user@".
    expect(dirOf(r.container.querySelector('.handle'))).toBe('ltr');
    click(r.container.querySelector('.cw-toggle'));
    const paragraphs = [...r.container.querySelectorAll('.status-content p')];
    expect(paragraphs.map((p) => [p.textContent, dirOf(p)])).toEqual([
      ['صباح الخير', 'auto'],
      ['Good morning', 'auto'],
    ]);
    const options = [...r.container.querySelectorAll('.poll-title')];
    expect(options.map((o) => [o.textContent, dirOf(o)])).toEqual([
      ['קפה', 'auto'],
      ['tea', 'auto'],
    ]);
  });

  it('the compose text, content warning and poll options', async () => {
    r = render(<ComposeBox draftId="rtl" />, fakeCore());
    await settle();
    expect(dirOf(r.container.querySelector('textarea.compose-text'))).toBe('auto');
    click(r.container.querySelector('button.compose-cw'));
    expect(dirOf(r.container.querySelector('input.compose-spoiler'))).toBe('auto');
    click(r.container.querySelector('.compose-poll-toggle'));
    const options = [...r.container.querySelectorAll('.compose-poll-option input[type="text"]')];
    expect(options.length).toBeGreaterThan(1);
    for (const o of options) expect(dirOf(o)).toBe('auto');
  });
});
