// Reporting an account (shared/protocol/report.ts) in the core: the dialog's rules and the account's recent posts,
// and the report itself. Every failure comes back as words the dialog shows while it stays open with what the user
// wrote: the server's own reason (a 422), when to try again (429), a server problem (5xx), no connection.
import type { IntentResult } from '../../shared/protocol/intents.ts';
import {
  type ReportContext,
  type ReportDraft,
  type ReportIntent,
  type ReportPost,
  type ReportRule,
  reportBody,
} from '../../shared/protocol/report.ts';
import { coreText } from '../../shared/protocol/text.ts';
import type { Alert } from '../api/alerts.ts';
import type { ApiError } from '../api/errors.ts';
import { isObj, type Json, str } from '../api/normalize/primitives.ts';
import type { RawResult, RequestSpec } from '../api/transport.ts';
import { sanitizeHtmlWithText } from '../content/sanitize.ts';

type Request = (spec: RequestSpec) => Promise<RawResult>;

/** How many of the account's posts the dialog offers (Mastodon's web UI lists its recent posts). */
const POSTS_OFFERED = 20;

/** What the dialog says when a request failed: never nothing, since the user is waiting on this answer. */
export function reportFailure(error: ApiError): Alert {
  const title = coreText('core.notPossibleTitle');
  if (error.kind === 'http' && error.status !== null) {
    const status = error.status;
    if (status === 429)
      return {
        title,
        message: error.rateLimitReset
          ? coreText('core.load.rateLimitedUntil', { at: error.rateLimitReset.getTime() })
          : coreText('core.load.rateLimited'),
      };
    if (status >= 500) return { title, message: coreText('core.load.serverProblem', { status }) };
    const said = error.serverError || error.statusText;
    return {
      title,
      message: said ? coreText('core.serverSaid', { text: said }) : coreText('core.httpStatus', { status }),
    };
  }
  if (error.kind === 'timeout') return { title, message: coreText('core.load.timeout') };
  if (error.kind === 'invalid') return { title, message: coreText('core.load.unreadable') };
  if (error.kind === 'network') return { title, message: coreText('core.load.unreachable') };
  return { title, message: coreText('core.unexpected') };
}

/** The instance's rules; an entry without an id or text is left out. */
export function toReportRules(body: Json): ReportRule[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((r: Json) =>
    isObj(r) && typeof r.id === 'string' && str(r.text).trim() !== ''
      ? [{ id: r.id, text: str(r.text), hint: str(r.hint) }]
      : [],
  );
}

/** One post as the dialog lists it, or null when unreadable. A boost is not the account's own words: left out. */
export function toReportPost(raw: Json): ReportPost | null {
  if (!isObj(raw) || typeof raw.id !== 'string' || raw.reblog) return null;
  const media = Array.isArray(raw.media_attachments) ? raw.media_attachments.length : 0;
  return {
    id: raw.id,
    createdAt: str(raw.created_at),
    text: sanitizeHtmlWithText(str(raw.content)).text.trim(),
    spoilerText: str(raw.spoiler_text),
    media,
  };
}

export async function fetchReportContext(
  request: Request,
  accountId: string,
  statusId: string | undefined,
): Promise<IntentResult> {
  const [rules, posts] = await Promise.all([
    request({ call: 'instance.rules', method: 'GET', path: '/api/v1/instance/rules' }),
    request({
      call: 'accounts.statuses',
      method: 'GET',
      path: '/api/v1/accounts/{id}/statuses',
      pathParams: { id: accountId },
      query: { limit: POSTS_OFFERED, exclude_reblogs: true },
    }),
  ]);
  if (!rules.ok) return { ok: false, alert: reportFailure(rules.error) };
  if (!posts.ok) return { ok: false, alert: reportFailure(posts.error) };
  const list = (Array.isArray(posts.answer.body) ? posts.answer.body : []).flatMap((p: Json) => {
    const post = toReportPost(p);
    return post ? [post] : [];
  });
  // The reported post may be older than the recent ones: it is fetched so that it can stay ticked.
  if (statusId && !list.some((p) => p.id === statusId)) {
    const one = await request({
      call: 'statuses.fetch',
      method: 'GET',
      path: '/api/v1/statuses/{id}',
      pathParams: { id: statusId },
    });
    const post = one.ok ? toReportPost(one.answer.body) : null;
    if (post) list.unshift(post);
  }
  const value: ReportContext = { rules: toReportRules(rules.answer.body), posts: list };
  return { ok: true, value };
}

export async function submitReport(request: Request, draft: ReportDraft): Promise<IntentResult> {
  const r = await request({
    call: 'reports.create',
    method: 'POST',
    path: '/api/v1/reports',
    json: reportBody(draft),
  });
  if (!r.ok) return { ok: false, alert: reportFailure(r.error) };
  const id = isObj(r.answer.body) ? str(r.answer.body.id) : '';
  return { ok: true, value: { id } };
}

export function reportIntent(request: Request, intent: ReportIntent): Promise<IntentResult> {
  return intent.type === 'report.context'
    ? fetchReportContext(request, intent.accountId, intent.statusId)
    : submitReport(request, intent.report);
}
