// Counts the commits of marked subtrees, for tests that check which rows a change re-renders. Preact has no Profiler:
// this listens to its `diffed` option, which runs after a component has rendered (a component whose render is skipped,
// a memo that bails out, is not diffed), and walks the component's parents to the nearest <Counted>. `__` is Preact's
// stable short name for a vnode's parent, the one its devtools and @preact/signals read too.
import { options, type VNode } from 'preact';
import type { ReactNode } from 'react';

export function Counted({ children }: { id: string; children: ReactNode }) {
  return <>{children}</>;
}

type Linked = VNode<{ id?: string }> & { __?: Linked | null };

/** Calls `onCommit` with a <Counted>'s id each time a component inside it (or the <Counted> itself) renders; returns
 *  the function that stops counting. */
export function countCommits(onCommit: (id: string) => void): () => void {
  const previous = options.diffed;
  options.diffed = (vnode) => {
    previous?.(vnode);
    if (typeof vnode.type !== 'function') return;
    for (let v: Linked | null | undefined = vnode as Linked; v; v = v.__)
      if (v.type === Counted) {
        onCommit(v.props.id ?? '');
        return;
      }
  };
  return () => {
    options.diffed = previous;
  };
}
