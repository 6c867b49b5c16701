// Reports: POST /api/v1/reports, checked and stored by the world (world/reports.ts).
import { fileReport, renderReport } from '../../world/reports.ts';
import { arr, bool, str } from '../params.ts';
import { json, me, type Router } from '../router.ts';
import { RULES } from './instance.ts';

export function reportRoutes(r: Router): void {
  r.post('/api/v1/reports', 'user', (c) => {
    const rec = fileReport(
      c.w,
      me(c),
      {
        accountId: str(c.p, 'account_id') ?? '',
        statusIds: arr(c.p, 'status_ids'),
        comment: str(c.p, 'comment') ?? '',
        forward: bool(c.p, 'forward') ?? false,
        category: str(c.p, 'category'),
        ruleIds: arr(c.p, 'rule_ids'),
      },
      RULES.map((rule) => rule.id),
    );
    return json(renderReport(c.w, rec));
  });
}
