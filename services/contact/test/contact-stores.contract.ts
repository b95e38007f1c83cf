import type { MarketingFormSubmission } from '@shop/contracts';
import type { KeptSubscriptions } from '../src/ports/marketing-forms';
import type { MessageStore } from '../src/ports/message-store';
import { sampleQuote } from './sample-quote';

/**
 * Where one contact service keeps its data (a contact.sqlite file, a MongoDB database), fresh for
 * each test: every store opened on it sees the same data, as every replica of the service (or the
 * process after a restart) does.
 */
export interface ContactStorage {
  openStore(): Promise<MessageStore>;
  openForms(): Promise<KeptSubscriptions>;
  /** Removes the storage once the test's stores are closed. */
  destroy(): Promise<void>;
}

const at = new Date('2026-11-28T09:30:00.000Z');
// Kept as written, line break included.
const quote = { ...sampleQuote, message: 'Tarjous 120 m aitaelementtejä\nEspooseen' };
const signUp = (email: string, pageUri = 'https://shop/fi', pageName = 'Etusivu'): MarketingFormSubmission => ({
  fields: [{ objectTypeId: '0-1', name: 'email', value: email }],
  context: { pageUri, pageName },
});

/** What the contact service's MessageStore and kept subscriptions must do on every adapter. */
export function contactStoresContract(freshStorage: () => Promise<ContactStorage>) {
  let storage: ContactStorage;
  const opened: { close(): Promise<void> }[] = [];
  const store = async () => {
    const made = await storage.openStore();
    opened.push(made);
    return made;
  };
  const forms = async () => {
    const made = await storage.openForms();
    opened.push(made);
    return made;
  };
  beforeEach(async () => {
    storage = await freshStorage();
  });
  afterEach(async () => {
    for (const each of opened.splice(0)) await each.close();
    await storage.destroy();
  });

  describe('messages', () => {
    it('keeps a message as it was sent, numbered, with its fields in the order of the form', async () => {
      const messages = await store();
      const saved = await messages.saveMessage('contact', 'fi', quote, at);
      expect(saved).toEqual({ id: 1, kind: 'contact', locale: 'fi', receivedAt: at.toISOString(), fields: quote });
      const [listed] = await messages.listMessages('contact');
      expect(listed).toEqual(saved);
      expect(Object.keys(listed!.fields)).toEqual(Object.keys(quote));
    });

    it('lists the messages of one kind in the order they came, numbered across both kinds', async () => {
      const messages = await store();
      await messages.saveMessage('contact', 'de', { name: 'Eva' }, at);
      await messages.saveMessage('supplier', 'en', { company: 'Stahlwerk GmbH' }, at);
      await messages.saveMessage('contact', 'et', { name: 'Mari' }, at);
      expect((await messages.listMessages('contact')).map((m) => [m.id, m.fields.name])).toEqual([
        [1, 'Eva'],
        [3, 'Mari'],
      ]);
      expect((await messages.listMessages('supplier')).map((m) => [m.id, m.kind, m.locale])).toEqual([
        [2, 'supplier', 'en'],
      ]);
    });

    it('gives every message its own number, also of two replicas saving at the same moment', async () => {
      const [one, two] = [await store(), await store()];
      const saved = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? one : two).saveMessage('contact', 'de', { name: `Sender ${i}` }, at),
        ),
      );
      const ids = saved.map((m) => m.id).sort((a, b) => a - b);
      expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      expect((await one.listMessages('contact')).map((m) => m.id)).toEqual(ids);
      expect((await two.listMessages('contact')).map((m) => m.id)).toEqual(ids);
    });

    it('keeps the messages across a restart, and numbers the next one after them', async () => {
      const before = await store();
      await before.saveMessage('supplier', 'fi', { company: 'Teräs Oy' }, at);
      await before.close();
      const after = await store();
      expect((await after.listMessages('supplier')).map((m) => m.fields.company)).toEqual(['Teräs Oy']);
      expect((await after.saveMessage('contact', 'fi', { name: 'Anna' }, at)).id).toBe(2);
    });

    it('is ready while it answers, and says it is not once closed', async () => {
      const messages = await storage.openStore();
      expect(await messages.readiness()).toEqual({ ok: true, detail: `${messages.kind} answers` });
      await messages.close();
      await expect(messages.readiness()).rejects.toThrow();
    });
  });

  describe('kept subscriptions', () => {
    it('keeps one subscription per e-mail, whatever its case, in alphabetical order', async () => {
      const kept = await forms();
      for (const email of ['Jussi@Rakennus.fi', 'anna@example.fi', ' jussi@rakennus.fi '])
        await kept.submit(signUp(email));
      expect(await kept.subscribers()).toEqual(['anna@example.fi', 'jussi@rakennus.fi']);
    });

    it('keeps one subscription of an address two replicas subscribe at the same moment', async () => {
      const [one, two] = [await forms(), await forms()];
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).submit(signUp('mikko@example.fi', `/fi/${i}`))),
      );
      expect(await one.subscribers()).toEqual(['mikko@example.fi']);
    });

    it('keeps the subscriptions across a restart', async () => {
      const before = await storage.openForms();
      await before.submit(signUp('anna@example.fi'));
      await before.close();
      expect(await (await forms()).subscribers()).toEqual(['anna@example.fi']);
    });

    it('refuses a submission without an e-mail', async () => {
      const kept = await forms();
      await expect(
        kept.submit({
          fields: [{ objectTypeId: '0-1', name: 'firstname', value: 'Anna' }],
          context: signUp('').context,
        }),
      ).rejects.toThrow('submission without an email field');
      expect(await kept.subscribers()).toEqual([]);
    });
  });
}
