// @vitest-environment happy-dom
// The compose box as a user meets it: a restored draft, an upload that processes (thumbnail from the picked file,
// revoked on removal), a refused upload that shows why and keeps the draft, a failed post that keeps everything,
// the counter counting the content warning, and the poll editor's blank option.

import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDraft } from '../../../shared/compose/draft.ts';
import type { Intent, IntentResult } from '../../../shared/protocol/intents.ts';
import { ComposeBox } from '../../../src/components/compose/ComposeBox.tsx';
import { saidAlert } from '../core-words.ts';
import { byText, click, fakeCore, type Rendered, render, settle, typeInto } from '../views/harness.tsx';

let r: Rendered | null = null;
afterEach(() => {
  r?.unmount();
  r = null;
  vi.restoreAllMocks();
  // Each test is a fresh tab: no compose session, no drafts kept by the one before.
  localStorage.clear();
  sessionStorage.clear();
});

function coreAnswering(answer: (i: Intent) => IntentResult | undefined) {
  const core = fakeCore();
  core.intent = async (i) => {
    core.intents.push(i);
    return answer(i) ?? { ok: true };
  };
  return core;
}

function pick(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' });
const media = { id: 'm1', type: 'image', url: null, previewUrl: 'https://m/1s.png', description: '' };

describe('ComposeBox', () => {
  it('restores the draft the core holds for its id (after a reload)', async () => {
    const saved = {
      ...emptyDraft({ visibility: 'unlisted', sensitive: false, language: 'en' }),
      text: 'half a thought',
    };
    const core = coreAnswering((i) => (i.type === 'draft.load' ? { ok: true, value: saved } : undefined));
    r = render(<ComposeBox draftId="side" />, core);
    await settle();
    expect(r.container.querySelector('textarea')?.value).toBe('half a thought');
    expect(r.container.querySelector<HTMLSelectElement>('select')?.value).toBe('unlisted');
  });

  it('uploads through the core: "Processing…" while the server works, then a thumbnail of the picked file; removing revokes it', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:local-1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let ready: (v: IntentResult) => void = () => {};
    const core = coreAnswering((i) => {
      if (i.type === 'media.upload') return { ok: true, value: { media, processing: true } };
      return undefined;
    });
    const plain = core.intent;
    core.intent = (i) => {
      if (i.type !== 'media.wait') return plain(i);
      core.intents.push(i);
      return new Promise<IntentResult>((res) => {
        ready = res;
      });
    };
    r = render(<ComposeBox draftId="d" />, core);
    pick(r.container, [png()]);
    await settle();
    expect(created).toHaveBeenCalledOnce();
    expect(r.container.querySelector('[role="status"]')?.textContent).toBe('Processing cat.png…');
    expect(byText(r.container, 'button', 'Post')?.hasAttribute('disabled')).toBe(true);
    await act(async () => ready({ ok: true, value: { ...media, url: 'https://m/1.png' } }));
    await settle();
    const img = r.container.querySelector<HTMLImageElement>('.compose-media-item img');
    expect(img?.getAttribute('src')).toBe('blob:local-1');
    const upload = core.intents.find((i) => i.type === 'media.upload');
    expect(upload).toMatchObject({ draftId: expect.stringMatching(/^d@./), attachments: 0, hasPoll: false });
    // Media alone can be posted (section 5).
    expect(byText(r.container, 'button', 'Post')?.hasAttribute('disabled')).toBe(false);
    typeInto(r.container.querySelector('textarea.compose-alt'), 'a cat');
    expect(img?.getAttribute('alt')).toBe('a cat');
    click(r.container.querySelector('button[aria-label="Remove attachment 1"]'));
    expect(revoked).toHaveBeenCalledWith('blob:local-1');
    expect(r.container.querySelector('.compose-media-item')).toBeNull();
  });

  it('a refused upload shows the alert text and keeps the rest of the draft', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const core = coreAnswering((i) =>
      i.type === 'media.upload'
        ? { ok: false, alert: saidAlert('Oops!', 'File upload limit exceeded.') }
        : undefined,
    );
    r = render(<ComposeBox draftId="d" />, core);
    typeInto(r.container.querySelector('textarea'), 'keep me');
    pick(r.container, [png()]);
    await settle();
    expect(r.container.querySelector('[role="alert"]')?.textContent).toBe('File upload limit exceeded.');
    expect(r.container.querySelector('textarea')?.value).toBe('keep me');
    expect(r.container.querySelector('.compose-media-item')).toBeNull();
  });

  it('a file is not even sent while the draft has a poll', async () => {
    const core = coreAnswering(() => undefined);
    r = render(<ComposeBox draftId="d" />, core);
    click(byText(r.container, 'button', 'Poll'));
    pick(r.container, [png()]);
    await settle();
    expect(r.container.querySelector('[role="alert"]')?.textContent).toBe(
      'File upload not allowed with polls.',
    );
    expect(core.intents.some((i) => i.type === 'media.upload')).toBe(false);
  });

  it('an upload refusal goes once it no longer applies (the poll removed, an attachment removed)', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const core = coreAnswering((i) =>
      i.type === 'media.upload'
        ? {
            ok: true,
            value: { media: { ...media, id: `m${core.intents.length}`, url: 'u' }, processing: false },
          }
        : undefined,
    );
    r = render(<ComposeBox draftId="d" />, core);
    click(byText(r.container, 'button', 'Poll'));
    pick(r.container, [png()]);
    await settle();
    expect(r.container.querySelector('[role="alert"]')?.textContent).toBe(
      'File upload not allowed with polls.',
    );
    click(byText(r.container, 'button', 'Poll'));
    expect(r.container.querySelector('[role="alert"]')).toBeNull();
    // Five files for four places: the fifth is refused, and the refusal goes with the first attachment removed.
    pick(r.container, [png(), png(), png(), png(), png()]);
    await settle();
    expect(r.container.querySelectorAll('.compose-media-item[data-media-id]')).toHaveLength(4);
    expect(r.container.querySelector('[role="alert"]')?.textContent).toBe('File upload limit exceeded.');
    click(r.container.querySelector('button[aria-label="Remove attachment 1"]'));
    expect(r.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('a failed post keeps everything and can be sent again; the counter counts the content warning', async () => {
    const core = coreAnswering((i) =>
      i.type === 'compose.submit' ? { ok: false, alert: saidAlert('500', 'boom') } : undefined,
    );
    r = render(<ComposeBox draftId="d" />, core);
    click(byText(r.container, 'button', 'CW'));
    typeInto(r.container.querySelector('input[aria-label="Content warning"]'), 'spoiler');
    typeInto(r.container.querySelector('textarea'), 'hello');
    expect(r.container.querySelector('.char-counter')?.textContent).toBe(String(500 - 5 - 7));
    click(byText(r.container, 'button', 'Post'));
    await settle();
    expect(core.intents.filter((i) => i.type === 'compose.submit')).toHaveLength(1);
    expect(r.container.querySelector('textarea')?.value).toBe('hello');
    expect(r.container.querySelector<HTMLInputElement>('input[aria-label="Content warning"]')?.value).toBe(
      'spoiler',
    );
    expect(byText(r.container, 'button', 'Post')?.hasAttribute('disabled')).toBe(false);
  });

  it('the poll editor: two empty options by default; filling both adds a blank third; clearing one drops it', () => {
    r = render(
      <ComposeBox draftId="d" />,
      coreAnswering(() => undefined),
    );
    click(byText(r.container, 'button', 'Poll'));
    const options = () => [...r!.container.querySelectorAll<HTMLInputElement>('.compose-poll-option input')];
    expect(options().map((o) => o.value)).toEqual(['', '']);
    typeInto(options()[0], 'tea');
    typeInto(options()[1], 'coffee');
    expect(options().map((o) => o.value)).toEqual(['tea', 'coffee', '']);
    typeInto(options()[0], '');
    expect(options().map((o) => o.value)).toEqual(['coffee', '']);
    expect(r.container.querySelector<HTMLSelectElement>('select[aria-label="Poll duration"]')?.value).toBe(
      '86400',
    );
  });
});
