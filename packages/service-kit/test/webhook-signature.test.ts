import { MemorySeenWebhookIds, signWebhook, verifyWebhook, webhookHeaders } from '../src';

const secret = 'whsec_4f1c2a9e8b7d6c5f4e3d2c1b0a998877';
const body = JSON.stringify({ version: 1, type: 'order.placed', order: { order_number: '100234' } });
const sentAt = new Date('2026-11-30T10:00:00Z');

function received(headers = signWebhook(secret, 'evt_1', body, sentAt)) {
  return { secret, headers, body, seen: new MemorySeenWebhookIds(), now: new Date('2026-11-30T10:00:20Z') };
}

describe('verifying a signed webhook (the receivers’ helper)', () => {
  it('accepts a delivery signed with the endpoint’s secret within five minutes', async () => {
    expect(await verifyWebhook(received())).toBeNull();
  });

  it('refuses a body changed after signing', async () => {
    expect(await verifyWebhook({ ...received(), body: body.replace('100234', '100235') })).toBe('bad_signature');
  });

  it('refuses a signature made with another secret', async () => {
    expect(await verifyWebhook({ ...received(), secret: 'whsec_another' })).toBe('bad_signature');
  });

  it('refuses a timestamp more than five minutes old, even with a valid signature', async () => {
    const late = { ...received(), now: new Date('2026-11-30T10:05:01Z') };
    expect(await verifyWebhook(late)).toBe('stale_timestamp');
  });

  it('refuses an id it has accepted before (a replay within the window)', async () => {
    const delivery = received();
    expect(await verifyWebhook(delivery)).toBeNull();
    expect(await verifyWebhook(delivery)).toBe('replayed_id');
  });

  it('refuses a delivery without the signature headers', async () => {
    const { [webhookHeaders.signature]: _dropped, ...unsigned } = signWebhook(secret, 'evt_2', body, sentAt);
    expect(await verifyWebhook(received(unsigned))).toBe('missing_headers');
  });

  it('accepts any one of several signatures, as during a secret’s rotation', async () => {
    const headers = signWebhook(secret, 'evt_3', body, sentAt);
    headers[webhookHeaders.signature] = `v1=${'0'.repeat(64)} ${headers[webhookHeaders.signature]}`;
    expect(await verifyWebhook(received(headers))).toBeNull();
  });
});
