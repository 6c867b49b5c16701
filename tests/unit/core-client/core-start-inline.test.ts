// index.html starts the shared core before the entry arrives (issue 20, item 8): its inline script starts the worker
// only where the entry would start the shared core first, and the entry takes that worker over instead of starting
// another (src/core-client/core-start-inline.ts, connect.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORE_WORKER_NAME,
  coreStartScript,
  EARLY_CORE_GLOBAL,
  takeInlineCore,
} from '../../../src/core-client/core-start-inline.ts';

class FakeSharedWorker {
  static started: { url: string; options: unknown }[] = [];
  readonly listeners: Record<string, (() => void)[]> = {};
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {
    FakeSharedWorker.started.push({ url, options });
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), fn];
  }
}

/** Runs the inline script as a page at `search` would, in a scope of its own. */
function runInline(search: string, withSharedWorker = true): Record<string, unknown> {
  FakeSharedWorker.started = [];
  const scope: Record<string, unknown> = {};
  const run = new Function(
    'self',
    'location',
    'SharedWorker',
    coreStartScript('/assets/entry-shared-x.js', CORE_WORKER_NAME),
  );
  run(scope, { search }, withSharedWorker ? FakeSharedWorker : undefined);
  return scope;
}

describe('the core started by index.html', () => {
  it('starts the shared core with the entry’s name and type, and leaves it for the entry', () => {
    const scope = runInline('');
    expect(FakeSharedWorker.started).toEqual([
      { url: '/assets/entry-shared-x.js', options: { type: 'module', name: 'woolly-core' } },
    ]);
    const taken = takeInlineCore(scope);
    expect(taken?.worker).toBeInstanceOf(FakeSharedWorker);
    expect(taken?.failed).toBe(false);
    // Taken once: a second link starts its own.
    expect(takeInlineCore(scope)).toBeNull();
  });

  it('remembers an error the worker reported before the entry took it (its script failed to load)', () => {
    const scope = runInline('?core=shared');
    const started = scope[EARLY_CORE_GLOBAL] as { worker: FakeSharedWorker };
    for (const fn of started.worker.listeners.error ?? []) fn();
    expect(takeInlineCore(scope)?.failed).toBe(true);
  });

  it('starts nothing where the entry would not start the shared core first', () => {
    for (const search of ['?core=dedicated', '?x=1&core=page']) {
      expect(takeInlineCore(runInline(search))).toBeNull();
      expect(FakeSharedWorker.started).toEqual([]);
    }
    expect(takeInlineCore(runInline('', false))).toBeNull();
  });

  it('is taken over by the entry’s first statement, which then starts no other', async () => {
    const { startCoreEarly } = await import('../../../src/core-client/connect.ts');
    const scope = Object.assign(runInline(''), { SharedWorker: FakeSharedWorker });
    startCoreEarly('', scope);
    expect(FakeSharedWorker.started).toHaveLength(1);
    expect(scope[EARLY_CORE_GLOBAL]).toBeUndefined();
  });

  it('names the worker as the entry does (connect.ts writes the name out for Vite)', () => {
    const connect = readFileSync(join(import.meta.dirname, '../../../src/core-client/connect.ts'), 'utf8');
    const shared =
      /new SharedWorker\(new URL\('\.\.\/\.\.\/worker\/entry-shared\.ts'[^)]*\), \{\s*type: 'module',\s*name: '([^']+)'/.exec(
        connect,
      );
    expect(shared?.[1]).toBe(CORE_WORKER_NAME);
  });
});
