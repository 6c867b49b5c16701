// @vitest-environment happy-dom
// When Preact runs the views' effects (src/lib/effects-after-input.ts): a key or click that opens a modal finds its
// focus trap and history entry set up before the next key, however late the next frame comes; renders from the
// stream keep waiting for the frame. Real Preact renders here; the frame is a clock the test advances by hand.
import { options, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ANSWER_WINDOW_MS,
  type EffectClock,
  flushEffectsAfterInput,
} from '../../../src/lib/effects-after-input.ts';

/** A frame and time that pass only when the test says so; tasks as the runtime runs them. */
function handClock() {
  const frames: (() => void)[] = [];
  let time = 0;
  const clock: EffectClock = {
    now: () => time,
    afterFrame: (run) => frames.push(run),
    nextTask: (run) => setTimeout(run),
  };
  const frame = () => {
    for (const run of frames.splice(0)) run();
  };
  const pass = (ms: number) => {
    time += ms;
  };
  return { clock, frame, pass };
}

/** The next task after the renders a dispatch caused (they come in microtasks, and schedule their own task). */
const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const tick = async () => {
  await microtasks();
  await new Promise<void>((r) => setTimeout(r));
};

let host: HTMLElement;
let stop: () => void;
let savedRaf: typeof options.requestAnimationFrame;
let clock: ReturnType<typeof handClock>;
const log: string[] = [];
let openFromOutside: () => void = () => {};

function Opener() {
  const [open, setOpen] = useState(false);
  const [other, setOther] = useState(false);
  openFromOutside = () => setOther(true);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? <Modal name="trap" /> : null}
      {other ? <Modal name="other" /> : null}
    </div>
  );
}

function Modal({ name }: { name: string }) {
  useEffect(() => {
    log.push(`${name} set`);
    return () => log.push(`${name} released`);
  }, [name]);
  return <p>{name}</p>;
}

beforeEach(() => {
  log.length = 0;
  savedRaf = options.requestAnimationFrame;
  clock = handClock();
  clock.pass(10_000);
  host = document.createElement('div');
  document.body.append(host);
  stop = flushEffectsAfterInput(options, host, clock.clock);
  render(<Opener />, host);
  clock.frame();
});

afterEach(async () => {
  render(null, host);
  // The unmount's cleanups are effects too: they run here, not in the next test.
  await tick();
  clock.frame();
  host.remove();
  stop();
  options.requestAnimationFrame = savedRaf;
});

describe('effects after a user event', () => {
  it('a click that opens a modal has its effect run in the next task, with no frame', async () => {
    host.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    // Not in the microtasks after it: a browser runs those between the click's listeners (the item's, then its
    // menu's, which gives the focus back to the menu's button before the dialog takes it).
    await microtasks();
    expect(host.textContent).toContain('trap');
    expect(log).toEqual([]);
    await tick();
    expect(log).toEqual(['trap set']);
  });

  it('a render from outside a user event waits for the frame, and the next key runs it before its handlers', async () => {
    openFromOutside();
    await tick();
    expect(host.textContent).toContain('other');
    expect(log).toEqual([]);
    const seen: string[] = [];
    host.addEventListener('keydown', () => seen.push(`key with ${log.join(',') || 'nothing'}`));
    host.querySelector('p')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    expect(seen).toEqual(['key with other set']);
    clock.frame();
    expect(log).toEqual(['other set']);
  });

  it('a render soon after a click (its answer) runs its effects in the next task too; a second later, after the frame', async () => {
    host.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await tick();
    expect(log).toEqual(['trap set']);
    clock.pass(ANSWER_WINDOW_MS - 100);
    openFromOutside();
    await tick();
    expect(log).toEqual(['trap set', 'other set']);
  });

  it('a render from the stream, with no input for a while, waits for the frame', async () => {
    host.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await tick();
    expect(log).toEqual(['trap set']);
    clock.pass(ANSWER_WINDOW_MS);
    openFromOutside();
    await tick();
    expect(host.textContent).toContain('other');
    expect(log).toEqual(['trap set']);
    clock.frame();
    expect(log).toEqual(['trap set', 'other set']);
  });
});
