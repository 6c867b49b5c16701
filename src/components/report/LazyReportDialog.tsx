// The report dialog, fetched the first time one opens (it is not needed at startup): the post's menu and the
// profile's menu render this light wrapper.
import { lazy, Suspense } from 'react';
import type { ReportDialogProps } from './ReportDialog.tsx';

const ReportDialog = lazy(() => import('./ReportDialog.tsx'));

export function LazyReportDialog(props: ReportDialogProps) {
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
