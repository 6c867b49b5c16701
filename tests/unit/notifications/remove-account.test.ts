// Block or mute: the account's notifications leave the list at once, in the same diff every tab applies.
import { describe, expect, it } from 'vitest';
import { harness, notif } from './harness.ts';

describe('removing a blocked or muted account', () => {
  it('drops the groups only it made, and takes it out of groups others made too', () => {
    const h = harness();
    h.engine.onStreamed(notif(1, 'mention', 'bad', 's1'));
    h.engine.onStreamed(notif(2, 'favourite', 'good', 's2'));
    h.engine.onStreamed(notif(3, 'favourite', 'bad', 's2'));
    h.engine.onStreamed(notif(4, 'follow', 'good'));
    const fav = h.keys().find((k) => k.startsWith('favourite-'))!;
    expect(h.group(fav).count).toBe(2);

    h.engine.removeAccount('bad');
    expect(h.keys()).not.toContain('ungrouped-1');
    expect(h.group(fav).sampleAccounts.map((a) => a.id)).toEqual(['good']);
    expect(h.group(fav).count).toBe(1);
    expect(h.keys()).toHaveLength(2);
    h.check();
  });

  it('drops what it sent while the reader was away from the top', () => {
    const h = harness();
    h.engine.onStreamed(notif(1, 'mention', 'good', 's1'));
    h.engine.setAtTop(false);
    h.engine.onStreamed(notif(2, 'mention', 'bad', 's2'));
    expect(h.lastMeta().pending).toBe(1);
    h.engine.removeAccount('bad');
    expect(h.lastMeta().pending).toBe(0);
    h.engine.setAtTop(true);
    h.engine.applyPending();
    expect(h.keys()).toEqual(['ungrouped-1']);
    h.check();
  });
});
