// Posts missing between two loaded items: a button that asks the core to fetch them.
import { memo } from 'react';
import type { GapRow as GapRowModel } from '../../shared/protocol/rows.ts';
import { useCore } from '../app/core-context.tsx';
import { useT } from '../i18n/index.ts';

export const GapRow = memo(function GapRow({ row, view }: { row: GapRowModel; view: string }) {
  const core = useCore();
  const t = useT();
  return (
    <div className="gap-row">
      <button
        type="button"
        disabled={row.loading}
        onClick={() => void core.intent({ type: 'view.fillGap', view, gapKey: row.key })}
      >
        {row.loading ? t('chrome.loadingDots') : t('chrome.loadGap')}
      </button>
    </div>
  );
});
