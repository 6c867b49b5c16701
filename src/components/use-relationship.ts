// The signed-in user's relationship to one account, as the core keeps it for every tab (its relationship view:
// fetched once, batched with every other one asked within 500 ms, changed at once in every tab by a follow, block or
// mute made anywhere). Null until the core has it. The caller must call useSignals() (it reads signals).
import { useComputed } from '@preact/signals-react';
import type { RelationshipView } from '../../shared/protocol/profile.ts';
import { useCore } from '../app/core-context.tsx';

export function useRelationship(accountId: string): RelationshipView | null {
  const core = useCore();
  const store = core.useView({ kind: 'relationship', accountId });
  return useComputed(() => {
    const key = store.keys.value[0];
    const row = key ? store.row(key)?.value : undefined;
    return row?.kind === 'relationship' ? row.relationship : null;
  }).value;
}
