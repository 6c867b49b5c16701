// The report dialog's steps (ReportDialog.tsx holds their state): the category with the server's rules under a
// violation, the account's posts to attach, the comment with its counter and the forward choice, and the last step
// offering to mute or block. Each is a fieldset of native controls, so keyboards and screen readers need nothing more.
import { useId, useState } from 'react';
import type { RelationshipAction } from '../../../shared/protocol/profile.ts';
import {
  REPORT_CATEGORIES,
  REPORT_COMMENT_MAX,
  type ReportPost,
  type ReportRule,
  reportCommentLength,
} from '../../../shared/protocol/report.ts';
import { Button } from '../../design/Button.tsx';
import { useT } from '../../i18n/index.ts';
import { RelativeTime } from '../status/RelativeTime.tsx';
import { type ReportForm, toggleId } from './report-flow.ts';

type Change = (patch: Partial<ReportForm>) => void;

export function CategoryStep({
  form,
  rules,
  change,
}: {
  form: ReportForm;
  rules: ReportRule[];
  change: Change;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="report-fieldset">
      <legend className="report-question">{t('report.categoryQuestion')}</legend>
      <p className="report-hint">{t('report.chooseBest')}</p>
      {REPORT_CATEGORIES.map((c) => (
        <div key={c} className="report-option-group">
          <label className="report-option">
            <input
              type="radio"
              name={name}
              value={c}
              checked={form.category === c}
              onChange={() => change({ category: c })}
            />
            <span>
              <span className="report-option-title">{t(`report.category.${c}`)}</span>
              <span className="report-option-hint">{t(`report.category.${c}Hint`)}</span>
            </span>
          </label>
          {c === 'violation' && form.category === 'violation' ? (
            <fieldset className="report-fieldset report-rules">
              <legend className="report-subquestion">{t('report.rulesQuestion')}</legend>
              {form.ruleIds.length === 0 ? <p className="report-hint">{t('report.rulesNeeded')}</p> : null}
              {rules.map((r) => (
                <label key={r.id} className="report-option">
                  <input
                    type="checkbox"
                    checked={form.ruleIds.includes(r.id)}
                    onChange={(e) => change({ ruleIds: toggleId(form.ruleIds, r.id, e.target.checked) })}
                  />
                  <span>
                    <span className="report-option-title">{r.text}</span>
                    {r.hint ? <span className="report-option-hint">{r.hint}</span> : null}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

export function PostsStep({
  form,
  posts,
  change,
}: {
  form: ReportForm;
  posts: ReportPost[];
  change: Change;
}) {
  const t = useT();
  return (
    <fieldset className="report-fieldset">
      <legend className="report-question">{t('report.postsQuestion')}</legend>
      <p className="report-hint">{t('report.selectAll')}</p>
      {posts.length === 0 ? <p className="report-hint">{t('report.postsNone')}</p> : null}
      <ul className="report-posts">
        {posts.map((p) => (
          <li key={p.id}>
            <label className="report-option report-post">
              <input
                type="checkbox"
                checked={form.statusIds.includes(p.id)}
                onChange={(e) => change({ statusIds: toggleId(form.statusIds, p.id, e.target.checked) })}
              />
              <span className="report-post-body">
                {p.spoilerText ? <span className="report-option-title">{p.spoilerText}</span> : null}
                <span className="report-post-text" lang="">
                  {p.text}
                </span>
                <span className="report-option-hint">
                  {p.createdAt ? <RelativeTime iso={p.createdAt} /> : null}
                  {p.media > 0 ? ` · ${t('report.postMedia', { n: p.media })}` : null}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function CommentStep({ form, domain, change }: { form: ReportForm; domain: string; change: Change }) {
  const t = useT();
  const id = useId();
  const left = REPORT_COMMENT_MAX - reportCommentLength(form.comment);
  return (
    <div className="report-fieldset">
      <p className="report-question">{t('report.commentQuestion')}</p>
      <div className="modal-field">
        <label htmlFor={id}>{t('report.commentLabel')}</label>
        <textarea
          id={id}
          className="report-comment"
          rows={5}
          value={form.comment}
          aria-describedby={`${id}-count`}
          aria-invalid={left < 0}
          onChange={(e) => change({ comment: e.target.value })}
        />
        <span
          id={`${id}-count`}
          className={left < 0 ? 'report-count is-over' : 'report-count'}
          aria-live="polite"
        >
          {left < 0 ? t('report.commentOver', { n: -left }) : t('report.commentLeft', { n: left })}
        </span>
      </div>
      {domain ? (
        <div className="modal-field">
          <p className="report-hint">{t('report.forwardHint')}</p>
          <label className="report-option">
            <input
              type="checkbox"
              checked={form.forward}
              onChange={(e) => change({ forward: e.target.checked })}
            />
            <span className="report-option-title">{t('report.forward', { domain })}</span>
          </label>
        </div>
      ) : null}
    </div>
  );
}

export function DoneStep({
  acct,
  act,
  onClose,
}: {
  acct: string;
  act: (a: RelationshipAction) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [did, setDid] = useState<'mute' | 'block' | null>(null);
  const run = (which: 'mute' | 'block') => {
    act(which === 'mute' ? { action: 'mute', notifications: true, duration: 0 } : { action: 'block' });
    setDid(which);
  };
  return (
    <div className="report-fieldset report-done">
      <p className="report-question" role="status">
        {t('report.thanks')}
      </p>
      <p className="report-subquestion">{t('report.optionsQuestion')}</p>
      <p className="report-hint">{t('report.optionsText')}</p>
      {did === 'mute' ? <p className="modal-text">{t('report.alreadyMuted', { acct })}</p> : null}
      {did === 'block' ? <p className="modal-text">{t('report.alreadyBlocked', { acct })}</p> : null}
      {did === null ? (
        <div className="report-choices">
          <div className="report-choice">
            <Button onClick={() => run('mute')}>{t('report.mute', { acct })}</Button>
            <span className="report-option-hint">{t('report.muteHint')}</span>
          </div>
          <div className="report-choice">
            <Button variant="danger" onClick={() => run('block')}>
              {t('report.block', { acct })}
            </Button>
            <span className="report-option-hint">{t('report.blockHint')}</span>
          </div>
        </div>
      ) : null}
      <div className="modal-actions">
        <Button variant="primary" data-autofocus="" onClick={onClose}>
          {t('report.done')}
        </Button>
      </div>
    </div>
  );
}
