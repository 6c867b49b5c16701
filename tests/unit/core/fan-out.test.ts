// Issue 20, item 3: the tab the user looks at gets each change first; the others follow, hidden ones last.
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/constants.ts';
import { fanOutOrder } from '../../../worker/core/fan-out.ts';
import { gap, presence, setup } from './host-fixture.ts';

describe('fan-out order', () => {
  it('puts the focused tab first, then shown tabs, then hidden ones, keeping their order within each', () => {
    const facts: Record<string, { hidden: boolean; focused: boolean }> = {
      a: { hidden: true, focused: false },
      b: { hidden: false, focused: false },
      c: { hidden: false, focused: true },
      d: { hidden: false, focused: false },
      e: { hidden: true, focused: false },
    };
    expect(fanOutOrder(['a', 'b', 'c', 'd', 'e', 'gone'], (id) => facts[id])).toEqual([
      'c',
      'b',
      'd',
      'a',
      'e',
      'gone',
    ]);
  });

  it('sends a streamed post to the focused tab before the tabs opened earlier', async () => {
    const t = setup();
    const pushed: string[] = [];
    for (const id of ['first', 'second', 'reader']) {
      await t.host.api.hello({ tabId: id, protocol: PROTOCOL_VERSION }, (msgs) => {
        if (msgs.some((m) => m.type === 'diff')) pushed.push(id);
      });
      await t.host.api.subscribe(id, { kind: 'timeline', timeline: 'home' });
    }
    await t.host.api.intent('first', presence(true, false));
    await t.host.api.intent('second', presence(false, false));
    await t.host.api.intent('reader', presence(true, true));
    t.flush();
    t.opened[0]!.emit([{ op: 'insert', index: 0, rows: [gap('new')] }]);
    t.flush();
    // The hidden tab gets nothing now (its diff is held until it is shown).
    expect(pushed).toEqual(['reader', 'first']);
    await t.host.api.intent('second', presence(true, false));
    t.flush();
    expect(pushed).toEqual(['reader', 'first', 'second']);
  });
});
