// The notification sound reuses one AudioContext per tab instead of opening (and closing) one per sound.
import { describe, expect, it, vi } from 'vitest';
import { sharedAudioContext } from '../../../src/core-client/shared-audio.ts';
import { playBoop } from '../../../src/service-worker/page.ts';

function fakeContext(state = 'running') {
  const node = () => ({
    connect: vi.fn(),
    disconnect: vi.fn(),
    gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
    frequency: { setValueAtTime: vi.fn() },
    start: vi.fn(),
    stop: vi.fn(),
    type: 'sine',
    onended: null as null | (() => void),
  });
  const oscillators: ReturnType<typeof node>[] = [];
  return {
    state,
    currentTime: 0,
    destination: {},
    resume: vi.fn(async () => {}),
    close: vi.fn(async () => {}),
    createGain: vi.fn(node),
    createOscillator: vi.fn(() => {
      const o = node();
      oscillators.push(o);
      return o;
    }),
    oscillators,
  };
}

describe('notification sound context', () => {
  it('is created on the first sound only and reused for the next ones', () => {
    const create = vi.fn(() => fakeContext());
    const get = sharedAudioContext(create);
    expect(create).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(get()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('is made again only when something closed it, and resumed when the browser left it suspended', () => {
    const contexts = [fakeContext('suspended'), fakeContext()];
    const get = sharedAudioContext(() => contexts.shift()!);
    const first = get();
    expect(first.resume).toHaveBeenCalledTimes(1);
    first.state = 'closed';
    const second = get();
    expect(second).not.toBe(first);
    expect(second.resume).not.toHaveBeenCalled();
  });

  it('three sounds in a row play through one context that stays open', () => {
    const create = vi.fn(() => fakeContext());
    const get = sharedAudioContext(create);
    for (let i = 0; i < 3; i++) playBoop(get as never, 0.5);
    const ctx = create.mock.results[0]!.value as ReturnType<typeof fakeContext>;
    expect(create).toHaveBeenCalledTimes(1);
    expect(ctx.oscillators).toHaveLength(3);
    for (const o of ctx.oscillators) {
      expect(o.start).toHaveBeenCalled();
      o.onended?.();
      expect(o.disconnect).toHaveBeenCalled();
    }
    expect(ctx.close).not.toHaveBeenCalled();
  });
});
