import { describe, expect, it } from 'vitest';
import { apiPushServer, type PushApiCalls } from '../../../shared/push/api-server.ts';
import type { createApiClient } from '../../../worker/api/client.ts';

// The API client's push calls fit the adapter as they are (checked by the compiler).
const fromClient = (c: ReturnType<typeof createApiClient>): PushApiCalls => c.push;

describe('push server adapter', () => {
  it('answers the subscription, or throws the API error', async () => {
    expect(typeof fromClient).toBe('function');
    const boom = new Error('422 Validation failed');
    const server = apiPushServer({
      create: async (b) => ({
        ok: true,
        value: { id: '5', endpoint: b.subscription.endpoint, server_key: 'k', alerts: b.data.alerts },
      }),
      update: async () => ({ ok: false, error: boom }),
      remove: async () => ({ ok: false, error: boom }),
    });
    const created = await server.create({
      subscription: { endpoint: 'e', keys: { p256dh: 'p', auth: 'a' } },
      data: { policy: 'all', alerts: { mention: true } },
    });
    expect(created.id).toBe('5');
    await expect(server.update('5', { policy: 'all', alerts: {} })).rejects.toBe(boom);
    await expect(server.remove()).rejects.toBe(boom);
  });
});
