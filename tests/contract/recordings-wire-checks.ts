// Runtime checks of the key fields of normalized entities, shared by the contract tests. Walks any normalized value
// and checks every entity it recognises by its fields, so nested statuses, accounts and groups are checked too.

const isStr = (v: unknown): v is string => typeof v === 'string';
const isHttp = (v: unknown) => isStr(v) && /^https?:\/\//.test(v);

export function checkWire(value: unknown, path = '$', problems: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      checkWire(v, `${path}[${i}]`, problems);
    });
    return problems;
  }
  if (typeof value !== 'object' || value === null) return problems;
  const o = value as Record<string, unknown>;
  const bad = (msg: string) => problems.push(`${path}: ${msg}`);
  // Every id is a string after normalization (the real server sends some as numbers).
  for (const [k, v] of Object.entries(o)) {
    if ((k === 'id' || k.endsWith('_id')) && v !== null && v !== undefined && !isStr(v))
      bad(`${k} is not a string`);
    if (k.endsWith('_ids') && Array.isArray(v) && v.some((x) => !isStr(x))) bad(`${k} has a non-string id`);
  }
  if ('acct' in o && 'username' in o && 'display_name' in o) {
    if (!isStr(o.id) || o.id === '') bad('account id');
    if (!isStr(o.acct) || !isStr(o.display_name) || !isStr(o.avatar)) bad('account acct/display_name/avatar');
    if (!Array.isArray(o.emojis) || !Array.isArray(o.fields)) bad('account emojis/fields');
    if (typeof o.followers_count !== 'number' || typeof o.statuses_count !== 'number') bad('account counts');
  }
  if ('visibility' in o && 'account' in o && 'media_attachments' in o) {
    if (!isStr(o.id) || !isStr(o.content) || !isStr(o.spoiler_text) || typeof o.sensitive !== 'boolean')
      bad('status id/content/spoiler_text/sensitive');
    if (!Array.isArray(o.media_attachments) || !Array.isArray(o.mentions) || !Array.isArray(o.tags))
      bad('status arrays');
    if (o.url !== null && o.url !== undefined && !isHttp(o.url) && o.url !== o.uri)
      bad('status url not http(s)');
  }
  if ('group_key' in o && 'most_recent_notification_id' in o) {
    if (!isStr(o.most_recent_notification_id)) bad('most_recent_notification_id not a string');
    if (!Array.isArray(o.sample_account_ids)) bad('sample_account_ids');
    if (typeof o.notifications_count !== 'number') bad('notifications_count');
  }
  if ('preview_url' in o && 'type' in o && 'id' in o) {
    if (!(o.url === null || isStr(o.url))) bad('media url');
    if (o.url === '') bad('media url is an empty string');
  }
  if ('provider_name' in o && 'embed_url' in o) {
    if (o.image === '') bad('card image is an empty string');
  }
  if ('last_read_id' in o && !isStr(o.last_read_id)) bad('marker last_read_id');
  if ('endpoint' in o && 'server_key' in o && !isStr(o.id)) bad('push subscription id');
  for (const [k, v] of Object.entries(o)) checkWire(v, `${path}.${k}`, problems);
  return problems;
}
