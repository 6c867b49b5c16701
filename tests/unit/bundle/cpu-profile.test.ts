// The post profile's split of a CPU profile by whose code ran (bench/lib/cpu-profile.ts): a sample is charged to
// React, the signals library, the app, the browser's DOM functions, the collector or the engine, by the original
// source its function maps to; idle time is charged to no one.
import { describe, expect, it } from 'vitest';
import { type CpuProfile, selfTimes, shareOf } from '../../../bench/lib/cpu-profile.ts';

describe('a CPU profile split by whose code ran', () => {
  it('names the owner of a function by its original source', () => {
    expect(shareOf('diff', '../../node_modules/preact/src/diff/index.js')).toBe('renderer');
    expect(shareOf('forwardRef', '../../node_modules/preact/compat/src/forwardRef.js')).toBe('renderer');
    expect(shareOf('r', '../../node_modules/@preact/signals-core/dist/signals-core.module.js')).toBe(
      'signals',
    );
    expect(shareOf('resize', '../../src/components/virtual-list/use-list-window.ts')).toBe('app');
    expect(shareOf('removeChild', '')).toBe('dom');
    expect(shareOf('(garbage collector)', '')).toBe('gc');
    expect(shareOf('(program)', '')).toBe('engine');
    expect(shareOf('fetch', '../../node_modules/comlink/dist/esm/comlink.mjs')).toBe('other');
  });

  it('charges each sample the time until the next one, and idle time to no one', () => {
    const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 3, 4] },
        { id: 2, callFrame: frame('(idle)') },
        { id: 3, callFrame: frame('removeChild') },
        { id: 4, callFrame: frame('(garbage collector)') },
      ],
      samples: [2, 3, 3, 4, 2],
      timeDeltas: [0, 1000, 500, 250, 4000],
    };
    const located = (cf: { functionName: string }) => ({
      share: shareOf(cf.functionName, ''),
      label: cf.functionName,
    });
    const { byShare, byFunction } = selfTimes(profile, located);
    expect(byShare.dom).toBeCloseTo(0.75);
    expect(byShare.gc).toBeCloseTo(4);
    expect(byFunction.get('(idle)')).toBeUndefined();
    expect(byFunction.get('removeChild')).toBeCloseTo(0.75);
  });
});
