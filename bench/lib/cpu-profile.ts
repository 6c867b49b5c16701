// A V8 CPU profile (CDP Profiler) read back to the page's sources: each sample's function is located in the original
// file through the build's source maps (dist/assets/*.map), and its time is split by whose code ran: the renderer's
// (Preact), the signals library's, the app's own, the browser's DOM functions, the garbage collector, or the rest of
// the engine's work outside JavaScript ("(program)": style, layout, paint set-up, parsing). For post-profile.bench.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export type Share = 'renderer' | 'signals' | 'app' | 'dom' | 'gc' | 'engine' | 'other';

/** Whose code a located function is (`source` is the original path, or '' for a native function). */
export function shareOf(functionName: string, source: string): Share {
  if (functionName === '(garbage collector)') return 'gc';
  if (functionName === '(program)') return 'engine';
  if (source === '') return functionName.startsWith('(') ? 'other' : 'dom';
  if (/node_modules\/(preact|react|react-dom|scheduler)\//.test(source)) return 'renderer';
  if (/node_modules\/@preact\/signals/.test(source)) return 'signals';
  if (/(^|\/)(src|shared)\//.test(source)) return 'app';
  return 'other';
}

export interface Located {
  share: Share;
  /** `name path:line` for the tables. */
  label: string;
}

/** Locates call frames of scripts served from `dist` through their source maps (maps read once per script). */
export function locator(dist: string): (cf: CallFrame) => Located {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string): SourceMapConsumer | null => {
    if (!url.includes('/assets/')) return null;
    let m = maps.get(url);
    if (m === undefined) {
      try {
        m = new SourceMapConsumer(
          JSON.parse(readFileSync(`${join(dist, new URL(url).pathname)}.map`, 'utf8')),
        );
      } catch {
        m = null;
      }
      maps.set(url, m);
    }
    return m;
  };
  const cache = new Map<string, Located>();
  return (cf) => {
    const id = `${cf.url}:${cf.lineNumber}:${cf.columnNumber}:${cf.functionName}`;
    let found = cache.get(id);
    if (found) return found;
    const pos = cf.url
      ? mapOf(cf.url)?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber })
      : null;
    const source = pos?.source ?? (cf.url ? cf.url : '');
    const name = pos?.name ?? (cf.functionName || '(anonymous)');
    const short = source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    found = {
      share: shareOf(cf.functionName, source),
      label: `${name} ${short}${pos?.line ? `:${pos.line}` : ''}`,
    };
    cache.set(id, found);
    return found;
  };
}

/** Self time in ms by share and by function (idle time left out). */
export function selfTimes(
  profile: CpuProfile,
  locate: (cf: CallFrame) => Located,
): { byShare: Record<Share, number>; byFunction: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byShare: Record<Share, number> = {
    renderer: 0,
    signals: 0,
    app: 0,
    dom: 0,
    gc: 0,
    engine: 0,
    other: 0,
  };
  const byFunction = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = nodes.get(profile.samples[i]!);
    // A sample's time is the gap to the next sample.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(root)')
      continue;
    const where = locate(node.callFrame);
    byShare[where.share] += ms;
    byFunction.set(where.label, (byFunction.get(where.label) ?? 0) + ms);
  }
  return { byShare, byFunction };
}
