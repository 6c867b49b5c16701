// Reporting an account, or one of its posts, to the moderators (Mastodon's report dialog): the category (with the
// server's rules for a violation), the posts to attach (the reported one ticked), a comment and, for another
// server's account, whether to forward it there; then the offer to mute or block. The rules and the posts come from
// the core (report.context), the report goes through it (report.submit). A failure keeps everything the user chose
// and wrote, and says what happened beside the Submit button. On phones the dialog covers the screen (report.css).
import { useCallback, useEffect, useState } from 'react';
import type { IntentResult } from '../../../shared/protocol/intents.ts';
import { acctDomain, type RelationshipAction } from '../../../shared/protocol/profile.ts';
import type { ReportContext } from '../../../shared/protocol/report.ts';
import { useCore } from '../../app/core-context.tsx';
import { coreMessage } from '../../app/core-text.ts';
import { Button } from '../../design/Button.tsx';
import { Dialog } from '../../design/Dialog.tsx';
import { ErrorState, SkeletonRows } from '../../design/States.tsx';
import { useT } from '../../i18n/index.ts';
import { CategoryStep, CommentStep, DoneStep, PostsStep } from './ReportSteps.tsx';
import {
  canGoOn,
  FORM_STEPS,
  newReportForm,
  nextStep,
  previousStep,
  type ReportForm,
  type ReportStep,
  toDraft,
} from './report-flow.ts';
import '../modals/modals.css';
import './report.css';

export interface ReportDialogProps {
  accountId: string;
  /** The account's acct, without the leading @. */
  acct: string;
  /** The post reported from its menu; none from a profile. */
  statusId?: string;
  /** Mute or block from the last step (the existing relationship actions, applied by the core in every tab). */
  act: (a: RelationshipAction) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; context: ReportContext };

const failureText = (r: IntentResult): string =>
  !r.ok && r.alert ? coreMessage(r.alert.message) : coreMessage(null);

export default function ReportDialog({
  accountId,
  acct,
  statusId,
  act,
  onClose,
  returnFocus,
}: ReportDialogProps) {
  const t = useT();
  const core = useCore();
  const domain = acctDomain(acct);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [step, setStep] = useState<ReportStep>('category');
  const [form, setForm] = useState<ReportForm>(() => newReportForm(statusId));
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const change = (patch: Partial<ReportForm>) => setForm((f) => ({ ...f, ...patch }));

  const load = useCallback(async () => {
    setLoaded({ kind: 'loading' });
    const r = await core
      .intent({ type: 'report.context', accountId, ...(statusId ? { statusId } : {}) })
      .catch((): IntentResult => ({ ok: false, alert: null }));
    setLoaded(
      r.ok
        ? { kind: 'ready', context: r.value as ReportContext }
        : { kind: 'failed', message: failureText(r) },
    );
  }, [core, accountId, statusId]);
  useEffect(() => {
    void load();
  }, [load]);

  const submit = async () => {
    const draft = toDraft(accountId, domain, form);
    if (!draft || sending) return;
    setSending(true);
    setSendError(null);
    const r = await core
      .intent({ type: 'report.submit', report: draft })
      .catch((): IntentResult => ({ ok: false, alert: null }));
    setSending(false);
    if (r.ok) setStep('done');
    else setSendError(failureText(r));
  };

  const focusBack = returnFocus ? { returnFocus } : {};
  const formStep = FORM_STEPS.indexOf(step);
  return (
    <Dialog title={t('report.title', { acct })} onClose={onClose} className="report-dialog" {...focusBack}>
      {formStep >= 0 ? (
        <p className="report-step-of">{t('report.stepOf', { n: formStep + 1, total: FORM_STEPS.length })}</p>
      ) : null}
      {loaded.kind === 'loading' ? (
        <div role="status" aria-busy="true" aria-label={t('report.loading')}>
          <SkeletonRows count={3} />
        </div>
      ) : null}
      {loaded.kind === 'failed' ? (
        <ErrorState title={t('report.loadFailed')} message={loaded.message} onRetry={() => void load()} />
      ) : null}
      {loaded.kind === 'ready' && step === 'category' ? (
        <CategoryStep form={form} rules={loaded.context.rules} change={change} />
      ) : null}
      {loaded.kind === 'ready' && step === 'posts' ? (
        <PostsStep form={form} posts={loaded.context.posts} change={change} />
      ) : null}
      {loaded.kind === 'ready' && step === 'comment' ? (
        <CommentStep form={form} domain={domain} change={change} />
      ) : null}
      {step === 'done' ? <DoneStep acct={acct} act={act} onClose={onClose} /> : null}
      {loaded.kind === 'ready' && formStep >= 0 ? (
        <>
          {sendError ? (
            <p className="report-error" role="alert">
              {t('report.sendFailed', { reason: sendError })}
            </p>
          ) : null}
          <div className="modal-actions">
            {previousStep(step) ? (
              <Button onClick={() => setStep(previousStep(step) ?? 'category')}>{t('report.back')}</Button>
            ) : null}
            {step === 'comment' ? (
              <Button
                variant="primary"
                disabled={!canGoOn(step, form) || sending}
                aria-busy={sending}
                onClick={() => void submit()}
              >
                {sending ? t('report.submitting') : t('report.submit')}
              </Button>
            ) : (
              <Button
                variant="primary"
                disabled={!canGoOn(step, form)}
                onClick={() => setStep(nextStep(step))}
              >
                {t('report.next')}
              </Button>
            )}
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
