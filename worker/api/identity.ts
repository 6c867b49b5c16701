// Identity (sections 3 and 6): signedIn, accountId, disabledAccountId and the numeric permissions of the user's
// role (the bitmask `role.permissions` is a decimal string in verify_credentials). Anonymous: permissions 0.
import type { CredentialAccount, Instance } from '../../shared/wire/entities.ts';
import { streamingBaseUrl } from './instance-url.ts';

export interface Identity {
  signedIn: boolean;
  accountId: string | null;
  /** The account that moved away (its sign-in still works, but it is disabled in favour of `moved`). */
  disabledAccountId: string | null;
  permissions: number;
}

export const ANONYMOUS: Identity = {
  signedIn: false,
  accountId: null,
  disabledAccountId: null,
  permissions: 0,
};

export function parsePermissions(value: unknown): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

export function identityFrom(account: CredentialAccount | null): Identity {
  if (!account) return ANONYMOUS;
  return {
    signedIn: true,
    accountId: account.id,
    disabledAccountId: account.moved ? account.id : null,
    permissions: parsePermissions(account.role?.permissions),
  };
}

/** The parts of the instance configuration the core uses, from `GET /api/v2/instance`. */
export interface InstanceConfig {
  streamingUrl: string;
  maxCharacters: number;
  maxMediaAttachments: number;
  charactersReservedPerUrl: number;
  poll: { maxOptions: number; maxCharactersPerOption: number; minExpiration: number; maxExpiration: number };
  supportedMimeTypes: string[];
  descriptionLimit: number;
  translationEnabled: boolean;
  vapidKey: string | null;
}

export function instanceConfig(instance: Instance, origin: string): InstanceConfig {
  const c = instance.configuration;
  return {
    streamingUrl: streamingBaseUrl(c.urls.streaming, origin),
    maxCharacters: c.statuses.max_characters,
    maxMediaAttachments: c.statuses.max_media_attachments,
    charactersReservedPerUrl: c.statuses.characters_reserved_per_url,
    poll: {
      maxOptions: c.polls.max_options,
      maxCharactersPerOption: c.polls.max_characters_per_option,
      minExpiration: c.polls.min_expiration,
      maxExpiration: c.polls.max_expiration,
    },
    supportedMimeTypes: c.media_attachments.supported_mime_types,
    descriptionLimit: c.media_attachments.description_limit ?? 1500,
    translationEnabled: c.translation?.enabled ?? false,
    vapidKey: c.vapid?.public_key || null,
  };
}
