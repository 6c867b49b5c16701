// What the compose box needs from the instance and the account, published in the core's settings: limits from the
// instance's configuration, and the account's posting defaults (verify_credentials' `source`).
import type { Account, CredentialAccount, Instance } from '../../shared/wire/entities.ts';

export function composeSettingsOf(acc: Account, instance: Instance | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const conf = (instance?.configuration ?? {}) as {
    statuses?: { max_media_attachments?: unknown; characters_reserved_per_url?: unknown };
    polls?: { max_options?: unknown };
  };
  const num = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);
  const media = num(conf.statuses?.max_media_attachments);
  if (media !== undefined) out.maxMediaAttachments = media;
  const url = num(conf.statuses?.characters_reserved_per_url);
  if (url !== undefined) out.charactersReservedPerUrl = url;
  const options = num(conf.polls?.max_options);
  if (options !== undefined) out.pollMaxOptions = options;
  const source = (acc as CredentialAccount).source;
  if (source)
    out.postingDefaults = {
      visibility: source.privacy ?? null,
      sensitive: source.sensitive ?? false,
      language: source.language ?? null,
    };
  return out;
}
