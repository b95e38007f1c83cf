import { buildContact } from './helper';

describe('GET /health/contact/ready', () => {
  it('is ready while its own store answers, and unavailable (503, the store named) once it does not', async () => {
    const { app, store } = await buildContact();
    const ready = await app.inject({ method: 'GET', url: '/health/contact/ready' });
    expect([ready.statusCode, ready.json().checks]).toEqual([200, { storage: { ok: true, detail: 'sqlite answers' } }]);

    await store.close();
    const down = await app.inject({ method: 'GET', url: '/health/contact/ready' });
    expect([down.statusCode, down.json().status, down.json().checks.storage.ok]).toEqual([503, 'unavailable', false]);
    await app.close();
  });
});
