import { sellerCopyMail } from '../../src/checkout/send-seller-order-mail';
import { cartReadyToComplete } from '../checkout-fixture';
import { RecordingMailer, RecordingPdf } from '../recording-fakes';

jest.setTimeout(30_000);

const plain = (text: string) =>
  text
    .replace(/<style[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ');

/*
 * The whole way through the service: the buyer books timed delivery and names a site contact with
 * the checkout's calls, sends the order, and the documents made of the stored order say both.
 */
describe('an order by timed delivery with a work-site contact', () => {
  it("reaches the buyer's German confirmation and the seller's Finnish mail with its day, hours, contact", async () => {
    const pdf = new RecordingPdf();
    const mailer = new RecordingMailer();
    const ctx = await cartReadyToComplete({
      sellerLocale: 'fi',
      mailer,
      pdfRenderer: pdf,
      subscribers: [sellerCopyMail],
    });
    const uuid = ctx.cart.uuid as string;
    const options = (await ctx.app.inject({ method: 'GET', url: `/orders/delivery-options/${uuid}` })).json();
    const timecap = options.find((o: { type: string }) => o.type === 'timecap');
    const booked = await ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-state/${uuid}`,
      payload: {
        state: 'order',
        deliveryMethodType: 'timecap',
        // The service's today is Monday 23 November 2026: Thursday is a bookable working day.
        timeWindow: { date: '2026-11-26', from: '07:30', to: '11:00' },
        freightTotal: timecap.delivery_price,
        cartTotal: timecap.total_price_with_vat,
      },
    });
    expect(booked.statusCode).toBe(200);
    const instructed = await ctx.app.inject({
      method: 'PATCH',
      url: `/orders/set-shipping-comment/${uuid}`,
      payload: { comment: 'Tor 3', siteContact: { name: 'Mikko Työnjohtaja', phone: '+358 40 765 4321' } },
    });
    expect(instructed.statusCode).toBe(200);
    const sent = await ctx.complete('de');
    expect(sent.statusCode).toBe(200);
    await ctx.bus.drain();
    await ctx.server.close();

    const confirmation = plain(pdf.printed[0]!);
    expect(confirmation).toContain('Lieferzeit: Donnerstag, 26. November 2026, 07:30–11:00 Uhr');
    expect(confirmation).toContain(
      'Lieferhinweise: Tor 3 Ansprechpartner auf der Baustelle: Mikko Työnjohtaja, Tel. +358 40 765 4321',
    );
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(mail).toContain('Toimitusaika: torstai 26. marraskuuta 2026 klo 07.30–11.00');
    expect(mail).toContain('Yhteyshenkilö työmaalla: Mikko Työnjohtaja, puh. +358 40 765 4321');
  });
});
