// Heap snapshots of a page (CDP HeapProfiler) and what grew between two of them, for bench/browser/heap-diff.ts.
// Object ids in a snapshot stay the same across snapshots of one page, so the objects new at the end are those whose
// id the first snapshot lacks. Only V8's own objects are what Runtime.getHeapUsage (the soak's figure) counts;
// Blink's native objects are left out of the tables.
import type { CDPSession } from 'playwright-core';

export interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: unknown[][]; edge_fields: string[]; edge_types: unknown[][] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** A snapshot of the page after two full collections. */
export async function takeSnapshot(cdp: CDPSession): Promise<Snapshot> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return JSON.parse(chunks.join('')) as Snapshot;
}

export interface Graph {
  count: number;
  type(i: number): string;
  name(i: number): string;
  id(i: number): number;
  self(i: number): number;
  /** Retainers of node i: [retainer index, edge label]. */
  retainers: Map<number, Array<[number, string]>>;
}

export function graphOf(s: Snapshot): Graph {
  const nf = s.snapshot.meta.node_fields;
  const ef = s.snapshot.meta.edge_fields;
  const N = nf.length;
  const E = ef.length;
  const nodeTypes = s.snapshot.meta.node_types[0] as string[];
  const edgeTypes = s.snapshot.meta.edge_types[0] as string[];
  const [fType, fName, fId, fSelf, fEdges] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((f) =>
    nf.indexOf(f),
  ) as [number, number, number, number, number];
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const count = s.nodes.length / N;
  const retainers = new Map<number, Array<[number, string]>>();
  let edge = 0;
  for (let i = 0; i < count; i++) {
    const edges = s.nodes[i * N + fEdges] as number;
    for (let k = 0; k < edges; k++, edge += E) {
      const t = edgeTypes[s.edges[edge + eType] as number] as string;
      if (t === 'weak') continue;
      const to = (s.edges[edge + eTo] as number) / N;
      const raw = s.edges[edge + eName] as number;
      const label = t === 'element' || t === 'hidden' ? `[${raw}]` : (s.strings[raw] ?? '?');
      const list = retainers.get(to) ?? [];
      if (list.length === 0) retainers.set(to, list);
      list.push([i, `${t}:${label}`]);
    }
  }
  return {
    count,
    type: (i) => nodeTypes[s.nodes[i * N + fType] as number] as string,
    name: (i) => s.strings[s.nodes[i * N + fName] as number] ?? '?',
    id: (i) => s.nodes[i * N + fId] as number,
    self: (i) => s.nodes[i * N + fSelf] as number,
    retainers,
  };
}

const keyOf = (g: Graph, i: number) => {
  const t = g.type(i);
  const n = g.name(i);
  return `${t}:${t === 'string' || t === 'concatenated string' || t === 'sliced string' ? '' : n.slice(0, 60)}`;
};

/** One retainer path from node i towards the root, preferring retainers that are not internal. */
function pathOf(g: Graph, start: number, depth = 14): string {
  const steps: string[] = [];
  const seen = new Set<number>([start]);
  let i = start;
  for (let d = 0; d < depth; d++) {
    const rs = (g.retainers.get(i) ?? []).filter(([r]) => !seen.has(r));
    if (rs.length === 0) break;
    const pick = rs.find(([r]) => g.type(r) !== 'hidden' && g.type(r) !== 'synthetic') ?? rs[0];
    if (!pick) break;
    const [r, label] = pick;
    steps.push(`${label} ← ${g.type(r)}:${g.name(r).slice(0, 50)}`);
    seen.add(r);
    i = r;
  }
  return steps.join('  ');
}

/** V8's own objects (what Runtime.getHeapUsage counts), not Blink's native ones. */
const inV8 = (g: Graph, i: number) => g.type(i) !== 'native' && g.type(i) !== 'synthetic';

/**
 * Attributes each new V8 object's self size to the nearest object that was already there when warm (following
 * retainers up through new objects): the old object that holds the growth (a Map that keeps every key, a store, an
 * array that is never trimmed), with its own retainer path.
 */
function anchors(warmIds: Set<number>, end: Graph): void {
  const anchorOf = new Map<number, number>();
  const find = (start: number): number => {
    const chain: number[] = [];
    let i = start;
    for (let d = 0; d < 60; d++) {
      const known = anchorOf.get(i);
      if (known !== undefined) {
        i = known;
        break;
      }
      if (warmIds.has(end.id(i))) break;
      chain.push(i);
      const rs = end.retainers.get(i) ?? [];
      const pick =
        rs.find(([r]) => warmIds.has(end.id(r)) && inV8(end, r)) ?? rs.find(([r]) => inV8(end, r)) ?? rs[0];
      if (!pick || chain.includes(pick[0])) break;
      i = pick[0];
    }
    for (const c of chain) anchorOf.set(c, i);
    return i;
  };
  const held = new Map<number, { n: number; bytes: number }>();
  for (let i = 0; i < end.count; i++) {
    if (warmIds.has(end.id(i)) || !inV8(end, i)) continue;
    const a = find(i);
    const h = held.get(a) ?? { n: 0, bytes: 0 };
    h.n++;
    h.bytes += end.self(i);
    held.set(a, h);
  }
  const top = [...held.entries()].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 25);
  console.log('\nnew V8 objects by the old object that holds them (count, bytes):');
  for (const [a, h] of top)
    console.log(
      `\n${h.n} / ${h.bytes} B  ← ${end.type(a)}:${end.name(a).slice(0, 60)}${warmIds.has(end.id(a)) ? '' : ' (new)'}\n    ${pathOf(end, a, 10)}`,
    );
}

/** Prints what grew from `warm` to `end`: by group, by the old object holding the new ones, with retainer paths. */
export function diff(warm: Graph, end: Graph): void {
  const warmIds = new Set<number>();
  const warmGroups = new Map<string, { n: number; bytes: number }>();
  for (let i = 0; i < warm.count; i++) {
    warmIds.add(warm.id(i));
    const k = keyOf(warm, i);
    const g = warmGroups.get(k) ?? { n: 0, bytes: 0 };
    g.n++;
    g.bytes += warm.self(i);
    warmGroups.set(k, g);
  }
  const endGroups = new Map<
    string,
    { n: number; bytes: number; fresh: number; freshBytes: number; samples: number[] }
  >();
  for (let i = 0; i < end.count; i++) {
    const k = keyOf(end, i);
    const g = endGroups.get(k) ?? { n: 0, bytes: 0, fresh: 0, freshBytes: 0, samples: [] };
    g.n++;
    g.bytes += end.self(i);
    if (!warmIds.has(end.id(i))) {
      g.fresh++;
      g.freshBytes += end.self(i);
      if (g.samples.length < 40) g.samples.push(i);
    }
    endGroups.set(k, g);
  }
  const rows = [...endGroups.entries()]
    .filter(([k]) => !k.startsWith('native:') && !k.startsWith('synthetic:'))
    .map(([k, g]) => {
      const w = warmGroups.get(k) ?? { n: 0, bytes: 0 };
      return { k, ...g, dn: g.n - w.n, dbytes: g.bytes - w.bytes };
    });
  const byKind = new Map<string, number>();
  for (const r of rows) {
    const kind = r.k.startsWith('code:')
      ? 'code (compiled functions: grows as V8 optimizes, not a leak)'
      : r.k.split(':')[0]!;
    byKind.set(kind, (byKind.get(kind) ?? 0) + r.dbytes);
  }
  console.log('\nV8 heap growth by kind (bytes):');
  for (const [kind, bytes] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(bytes).padStart(9)}  ${kind}`);
  rows.sort((a, b) => b.dbytes - a.dbytes);
  console.log(
    '\ngroup                                                        Δcount      Δbytes   new(count/bytes)',
  );
  for (const r of rows.slice(0, 40))
    console.log(
      `${r.k.padEnd(60)} ${String(r.dn).padStart(7)} ${String(r.dbytes).padStart(11)}   ${r.fresh}/${r.freshBytes}`,
    );
  anchors(warmIds, end);
  console.log('\nretainer paths of new objects in the groups that grew most:');
  for (const r of rows.slice(0, 8)) {
    if (r.samples.length === 0) continue;
    console.log(`\n## ${r.k} (Δ${r.dn}, ${r.dbytes} B)`);
    const step = Math.max(1, Math.floor(r.samples.length / 3));
    for (let s = 0; s < r.samples.length; s += step) console.log(`  ${pathOf(end, r.samples[s] as number)}`);
  }
}
