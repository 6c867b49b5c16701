// Small wire fixtures for the delivery and push tests.
import type { Account, Notification, Status } from '../../../shared/wire/entities.ts';

export function account(id: string, display = `User ${id}`): Account {
  return {
    id,
    username: `user${id}`,
    acct: `user${id}@example.test`,
    display_name: display,
    avatar: `https://files.example.test/${id}.gif`,
    avatar_static: `https://files.example.test/${id}.png`,
  } as Account;
}

export function status(id: string, content: string, extra: Partial<Status> = {}): Status {
  return { id, content, spoiler_text: '', account: account('me', 'Me'), ...extra } as Status;
}

export function notif(id: string, type: string, from = 'a', st: Status | null = null): Notification {
  return {
    id,
    type,
    created_at: '2026-01-01T00:00:00.000Z',
    account: account(from, `Ana ${from}`),
    status: st,
  };
}

/** Two valid uncompressed P-256 public keys, base64url (generated once with an ECDH key pair). */
export const VAPID_A =
  'BBx9QG_tmG7tjT0IfjtSMTHqVQLcW7mBLK7K4E3SriVXfuc4m2xjCY6PCMvGdfx956IMM72R-9mHXkdBt1ogP_M';
export const VAPID_B =
  'BGyURFtBReAN_aUX8oZ_-yK0sr9ee6EvHrK_qntHpscPqYXk6kLwLE9zE2i98djyJxu1DS5dSM0WZbMPcoDER-4';
