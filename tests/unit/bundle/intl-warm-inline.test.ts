// index.html loads the engine's number data while the entry is on its way (issue 20, item 8): the first post rows
// format their age and counts right after the first paint, and the first number format of a page costs Chromium
// tens of milliseconds (src/lib/intl-warm-inline.ts). The script must not hold the parser up, must warm the page's
// language, and must never break a page whose browser lacks Intl.
import { describe, expect, it } from 'vitest';
import { intlWarmScript } from '../../../src/lib/intl-warm-inline.ts';

interface Made {
  kind: string;
  locale: string | undefined;
}

/** Runs the inline script against a fake page of language `lang`; answers the tasks it queued and what it made. */
function runScript(lang: string, intl: unknown = undefined) {
  const made: Made[] = [];
  const tasks: (() => void)[] = [];
  const fakeIntl = intl ?? {
    NumberFormat: class {
      constructor(locale?: string) {
        made.push({ kind: 'number', locale });
      }
      format(n: number) {
        made.push({ kind: 'format', locale: String(n) });
        return String(n);
      }
    },
    PluralRules: class {
      constructor(locale?: string) {
        made.push({ kind: 'plural', locale });
      }
      select() {
        return 'one';
      }
    },
  };
  new Function('setTimeout', 'document', 'Intl', intlWarmScript())(
    (fn: () => void, ms: number) => {
      expect(ms).toBe(0);
      tasks.push(fn);
    },
    { documentElement: { lang } },
    fakeIntl,
  );
  return { made, tasks };
}

describe('the Intl warm-up of index.html', () => {
  it('waits for a task of its own (the parser and the fetches it starts are not held up)', () => {
    const { made, tasks } = runScript('de');
    expect(made).toEqual([]);
    expect(tasks).toHaveLength(1);
  });

  it('makes a number format, formats once and makes plural rules for the page’s language', () => {
    const { made, tasks } = runScript('ja');
    for (const t of tasks) t();
    expect(made).toEqual([
      { kind: 'number', locale: 'ja' },
      { kind: 'format', locale: '1' },
      { kind: 'plural', locale: 'ja' },
    ]);
  });

  it('uses the browser’s language where the page has none yet', () => {
    const { made, tasks } = runScript('');
    for (const t of tasks) t();
    expect(made[0]).toEqual({ kind: 'number', locale: undefined });
  });

  it('does nothing, and throws nothing, in a browser without Intl or with a broken one', () => {
    for (const intl of [
      {},
      {
        NumberFormat: class {
          constructor() {
            throw new RangeError('bad locale');
          }
        },
      },
    ]) {
      const { tasks } = runScript('fr', intl);
      expect(() => {
        for (const t of tasks) t();
      }).not.toThrow();
    }
  });
});
