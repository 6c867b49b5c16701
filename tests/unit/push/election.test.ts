import { describe, expect, it } from 'vitest';
import { createTabElection } from '../../../worker/desktop-notifications/election.ts';

function clock() {
  let t = 1000;
  return { now: () => t, tick: (ms = 1) => (t += ms) };
}

describe('the tab that shows desktop notifications', () => {
  it('no tab: nobody (the service worker handles pushes)', () => {
    expect(createTabElection(clock()).elect()).toBeNull();
  });

  it('a visible and focused tab wins over a more recent visible one and over hidden ones', () => {
    const c = clock();
    const e = createTabElection(c);
    e.update('a', { visible: true, focused: true });
    c.tick();
    e.update('b', { visible: true, focused: false });
    c.tick();
    e.update('c', { visible: false, focused: false });
    expect(e.elect()).toBe('a');
    expect(e.focusedTabExists()).toBe(true);
  });

  it('among visible tabs the most recently activated wins; focus moving hands over', () => {
    const c = clock();
    const e = createTabElection(c);
    e.update('a', { visible: true, focused: true });
    c.tick();
    e.update('b', { visible: true, focused: true });
    expect(e.elect()).toBe('b');
    c.tick();
    e.update('b', { visible: true, focused: false });
    e.update('a', { visible: true, focused: true });
    expect(e.elect()).toBe('a');
  });

  it('with no visible tab, the most recently active hidden tab shows it (never zero)', () => {
    const c = clock();
    const e = createTabElection(c);
    e.update('a', { visible: true, focused: true });
    c.tick();
    e.update('b', { visible: true, focused: true });
    c.tick();
    e.update('b', { visible: false, focused: false });
    e.update('a', { visible: false, focused: false });
    expect(e.elect()).toBe('b');
    expect(e.focusedTabExists()).toBe(false);
  });

  it('ties are broken by tab id, whatever the order the tabs joined in', () => {
    const one = createTabElection({ now: () => 5 });
    one.update('tab-b', { visible: false, focused: false });
    one.update('tab-a', { visible: false, focused: false });
    const two = createTabElection({ now: () => 5 });
    two.update('tab-a', { visible: false, focused: false });
    two.update('tab-b', { visible: false, focused: false });
    expect(one.elect()).toBe('tab-a');
    expect(two.elect()).toBe('tab-a');
  });

  it('a closed tab hands over to the next one', () => {
    const c = clock();
    const e = createTabElection(c);
    e.update('a', { visible: false, focused: false });
    c.tick();
    e.update('b', { visible: true, focused: true });
    expect(e.elect()).toBe('b');
    e.remove('b');
    expect(e.elect()).toBe('a');
    e.remove('a');
    expect(e.elect()).toBeNull();
  });

  it('remembers the permission the tabs report', () => {
    const e = createTabElection(clock());
    expect(e.permission()).toBe('default');
    e.update('a', { visible: true, focused: true, permission: 'granted' });
    expect(e.permission()).toBe('granted');
  });
});
