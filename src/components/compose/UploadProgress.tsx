// One file's upload progress: the bytes sent of the total, as the core publishes them to every tab
// (GlobalState.uploads, worker/compose/upload-progress.ts). Indeterminate until the total is known.
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  type UploadProgress as Progress,
  progressFraction,
} from '../../../shared/compose/upload-progress.ts';
import { useCore } from '../../app/core-context.tsx';
import { useT } from '../../i18n/index.ts';
import './compose-media.css';

const kb = (bytes: number) => Math.max(0, Math.round(bytes / 1024));

export function UploadProgress({
  progressKey,
  label,
  className,
}: {
  progressKey: string;
  /** The bar's accessible name. */
  label: string;
  className?: string;
}) {
  useSignals();
  const core = useCore();
  const t = useT();
  const progress: Progress | undefined = useComputed(() => core.global.value.uploads?.[progressKey]).value;
  const fraction = progressFraction(progress);
  return (
    <span className="upload-progress">
      <progress
        className={className ? `upload-progress-bar ${className}` : 'upload-progress-bar'}
        aria-label={label}
        max={1}
        {...(fraction === null ? {} : { value: fraction })}
      />
      {progress && progress.total > 0 ? (
        <span className="upload-progress-bytes">
          {t('composeMedia.sentOf', { sent: kb(progress.sent), total: kb(progress.total) })}
        </span>
      ) : null}
    </span>
  );
}
