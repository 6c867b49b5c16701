// The post a draft belongs to, shown above its text ("Replying to", "Quoting"): the author and an excerpt of its
// text (its content warning instead, when it has one), with a button that lets go of it and keeps what was typed.
// The post comes from the core's thread view of it (shared with any tab showing that thread; the entity store often
// has it already).
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { StatusView } from '../../../shared/protocol/rows.ts';
import { useCore } from '../../app/core-context.tsx';
import { IconButton } from '../../design/Button.tsx';
import { ContentTree } from '../content/ContentTree.tsx';
import { excerptNodes } from '../content/plain-text.ts';
import { AccountName, Avatar } from '../status/AccountName.tsx';

/** The post, once its row is there; `failed` when the core could not load it. */
export function useParentPost(statusId: string): { status: StatusView | null; failed: boolean } {
  useSignals();
  const core = useCore();
  const store = core.useView({ kind: 'thread', statusId });
  const key = `s:${statusId}`;
  // Read through the keys so that the preview re-renders when the post's row arrives.
  const row = store.keys.value.includes(key) ? store.row(key)?.value : undefined;
  return { status: row?.kind === 'status' ? row.status : null, failed: store.meta.value.error !== null };
}

export function ParentPreview({
  kind,
  label,
  closeLabel,
  onClose,
  status,
  waiting,
  excerptLength,
  children,
}: {
  /** Names the classes (`reply-preview`, `quote-preview`…) and the icon. */
  kind: 'reply' | 'quote';
  label: string;
  closeLabel: string;
  onClose: () => void;
  status: StatusView | null;
  /** Said while the post is not there (loading, or could not be loaded). */
  waiting: string;
  excerptLength: number;
  /** Under the excerpt (why it cannot be quoted). */
  children?: ReactNode;
}) {
  const icon = kind === 'reply' ? 'icon-reply' : 'icon-boost';
  return (
    <section className={`${kind}-preview`} aria-label={label}>
      <div className={`${kind}-preview-head`}>
        <span className={`${kind}-preview-label with-icon ${icon}`}>{label}</span>
        <IconButton icon="close" label={closeLabel} onClick={onClose} />
      </div>
      {status ? (
        <>
          <div className={`${kind}-preview-author`}>
            <Avatar account={status.account} size={24} />
            <AccountName account={status.account} />
          </div>
          <p className={`${kind}-preview-excerpt`} dir="auto" lang={status.language ?? undefined}>
            {status.spoilerText ? (
              status.spoilerText
            ) : (
              <ContentTree nodes={excerptNodes(status.content, excerptLength)} />
            )}
          </p>
          {children}
        </>
      ) : (
        <p className={`${kind}-preview-excerpt`}>{waiting}</p>
      )}
    </section>
  );
}
