// The core's report intents: the request sent for a report (rules only with a violation, each post once), the
// dialog's rules and posts read from the server's answers, and every failure turned into words the dialog shows.
import { describe, expect, it } from 'vitest';
import type { IntentResult } from '../../../shared/protocol/intents.ts';
import type { ReportContext, ReportDraft } from '../../../shared/protocol/report.ts';
import { ApiError } from '../../../worker/api/errors.ts';
import type { RawResult, RequestSpec } from '../../../worker/api/transport.ts';
import { reportIntent } from '../../../worker/report/report.ts';

const answer = (body: unknown): RawResult => ({
  ok: true,
  answer: { status: 200, headers: new Headers(), body },
});
const failure = (init: Partial<ConstructorParameters<typeof ApiError>[0]>): RawResult => ({
  ok: false,
  error: new ApiError({
    kind: 'http',
    call: 'reports.create',
    method: 'POST',
    url: '/api/v1/reports',
    ...init,
  }),
});

/** A server that records what it was asked and answers by path. */
function server(answers: Record<string, RawResult>) {
  const asked: RequestSpec[] = [];
  const request = async (spec: RequestSpec) => {
    asked.push(spec);
    return answers[spec.path] ?? failure({ status: 404 });
  };
  return { asked, request };
}

const draft: ReportDraft = {
  accountId: '7',
  category: 'violation',
  ruleIds: ['1', '1', '3'],
  statusIds: ['70', '71', '70'],
  comment: 'Rude replies',
  forward: true,
};

const messageOf = (r: IntentResult) => (r.ok ? null : r.alert?.message);

describe('report.submit', () => {
  it('posts the report with its rules, posts (once each), comment and forward', async () => {
    const s = server({ '/api/v1/reports': answer({ id: '42' }) });
    const r = await reportIntent(s.request, { type: 'report.submit', report: draft });
    expect(r).toEqual({ ok: true, value: { id: '42' } });
    expect(s.asked[0]).toMatchObject({ method: 'POST', path: '/api/v1/reports' });
    expect(s.asked[0]?.json).toEqual({
      account_id: '7',
      status_ids: ['70', '71'],
      comment: 'Rude replies',
      forward: true,
      category: 'violation',
      rule_ids: ['1', '3'],
    });
  });

  it('sends no rules with another category', async () => {
    const s = server({ '/api/v1/reports': answer({ id: '43' }) });
    await reportIntent(s.request, { type: 'report.submit', report: { ...draft, category: 'spam' } });
    expect(s.asked[0]?.json).not.toHaveProperty('rule_ids');
    expect(s.asked[0]?.json).toMatchObject({ category: 'spam' });
  });

  it("says the server's reason on 422, when to retry on 429, a server problem on 500, no connection", async () => {
    const submit = (result: RawResult) =>
      reportIntent(async () => result, { type: 'report.submit', report: draft });
    expect(messageOf(await submit(failure({ status: 422, serverError: 'Validation failed: no' })))).toEqual({
      id: 'core.serverSaid',
      values: { text: 'Validation failed: no' },
    });
    const reset = new Date('2026-01-01T12:00:00Z');
    expect(messageOf(await submit(failure({ status: 429, rateLimitReset: reset })))).toEqual({
      id: 'core.load.rateLimitedUntil',
      values: { at: reset.getTime() },
    });
    expect(messageOf(await submit(failure({ status: 429 })))).toMatchObject({ id: 'core.load.rateLimited' });
    expect(messageOf(await submit(failure({ status: 500 })))).toEqual({
      id: 'core.load.serverProblem',
      values: { status: 500 },
    });
    expect(messageOf(await submit(failure({ kind: 'network' })))).toMatchObject({
      id: 'core.load.unreachable',
    });
    expect(messageOf(await submit(failure({ kind: 'timeout' })))).toMatchObject({ id: 'core.load.timeout' });
  });
});

describe('report.context', () => {
  it('lists the rules and the posts as plain text, the reported post first when it is older', async () => {
    const s = server({
      '/api/v1/instance/rules': answer([{ id: '1', text: 'Be kind.', hint: '' }, { id: '2' }, 'junk']),
      '/api/v1/accounts/{id}/statuses': answer([
        {
          id: '80',
          created_at: '2026-01-02T00:00:00Z',
          content: '<p>Hello <a href="https://x.example">there</a></p>',
        },
        { id: '81', reblog: { id: '9' } },
        null,
      ]),
      '/api/v1/statuses/{id}': answer({
        id: '20',
        content: '<p>old &amp; rude</p>',
        media_attachments: [{}],
      }),
    });
    const r = await reportIntent(s.request, { type: 'report.context', accountId: '7', statusId: '20' });
    expect(r.ok).toBe(true);
    const value = (r as { value: ReportContext }).value;
    expect(value.rules).toEqual([{ id: '1', text: 'Be kind.', hint: '' }]);
    expect(value.posts.map((p) => [p.id, p.text, p.media])).toEqual([
      ['20', 'old & rude', 1],
      ['80', 'Hello there', 0],
    ]);
    expect(s.asked.find((a) => a.path === '/api/v1/accounts/{id}/statuses')?.pathParams).toEqual({ id: '7' });
  });

  it('fails with the words of the failure when the rules cannot be read', async () => {
    const s = server({ '/api/v1/accounts/{id}/statuses': answer([]) });
    s.request = async (spec) =>
      spec.path === '/api/v1/instance/rules' ? failure({ status: 503 }) : answer([]);
    const r = await reportIntent(s.request, { type: 'report.context', accountId: '7' });
    expect(messageOf(r)).toEqual({ id: 'core.load.serverProblem', values: { status: 503 } });
  });
});
