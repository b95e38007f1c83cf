import { seller, type Locale } from '@shop/contracts';
import { sellerCopyMail } from '../../src/checkout/send-seller-order-mail';
import { cartReadyToComplete } from '../checkout-fixture';
import { RecordingMailer, RecordingPdf } from '../recording-fakes';

jest.setTimeout(30_000);

const titles = {
  de: 'Doppelstabmattenzaun 6/5/6, 1830 mm, RAL 6005',
  fi: 'Kaksoislanka-aita 6/5/6, 1830 mm, RAL 6005',
  en: 'Double rod mesh fence 6/5/6, 1830 mm, RAL 6005',
  et: 'Topeltvardaga võrkaed 6/5/6, 1830 mm, RAL 6005',
};

/**
 * An order completed in `buyerLocale` with the seller's mail consumer listening; `prepare` may
 * change the catalogue before the order is completed (the mail may be written at once).
 */
async function completeWithSellerMail(
  sellerLocale?: Locale,
  { buyerLocale = 'fi', prepare }: { buyerLocale?: Locale; prepare?: (ctx: Ready) => void } = {},
) {
  const pdf = new RecordingPdf();
  const mailer = new RecordingMailer();
  const ctx = await cartReadyToComplete({ sellerLocale, mailer, pdfRenderer: pdf, subscribers: [sellerCopyMail] });
  ctx.catalogue.put(102, { sale_price: 2_450, code: 'DSM-656-1830', title: titles.de, titles });
  await ctx.app.inject({
    method: 'PATCH',
    url: `/orders/set-comment/${ctx.cart.uuid}`,
    payload: { comment: 'Bitte vor 10 Uhr liefern.\nTor 3' },
  });
  await ctx.app.inject({
    method: 'PATCH',
    url: `/orders/set-order-reference/${ctx.cart.uuid}`,
    payload: { reference: 'Baustelle Pasila' },
  });
  prepare?.(ctx);
  const done = (await ctx.complete(buyerLocale)).json();
  await ctx.bus.drain();
  await ctx.server.close();
  return { done, pdf, sent: mailer.sent };
}

type Ready = Awaited<ReturnType<typeof cartReadyToComplete>>;

describe("the seller's new-order mail", () => {
  it('queues, when an order completes, one mail to the sales address with the whole order and its PDF', async () => {
    const { done, pdf, sent } = await completeWithSellerMail();

    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toEqual([seller.salesEmail]);
    expect(mail!.subject).toBe(`Neue Bestellung ${done.order_number}: Rakennus Oy`);
    // The confirmation the buyer received (in the buyer's Finnish) is the attachment.
    expect(pdf.printed).toHaveLength(1);
    expect(pdf.printed[0]).toContain('Tilausvahvistus');
    expect(mail!.attachments).toEqual([
      { filename: `${done.order_number}.pdf`, content: Buffer.from('%PDF-1'), contentType: 'application/pdf' },
    ]);
    // The order itself, written out in German: its line, totals, buyer, delivery, payment, references, comment.
    const text = mail!.text;
    for (const part of [
      `DSM-656-1830 ${titles.de}`,
      'Gesamtsumme inkl. MwSt.:',
      'Rakennus Oy',
      'Anna Virtanen',
      'Teollisuuskatu 5',
      'USt-IdNr.: 1234567-8',
      'anna.virtanen@rakennus-oy.fi · +358401234567',
      'Weitere E-Mail-Adressen: ostot@rakennus-oy.fi',
      'Lieferung: ',
      'Zahlung: ',
      'Referenz des Käufers: Baustelle Pasila',
      'Sprache des Käufers: FI',
      'Kommentar des Käufers:\n> Bitte vor 10 Uhr liefern.\n> Tor 3',
    ])
      expect(text).toContain(part);
    expect(text).toContain(`Bestellnummer: ${done.order_number}`);
    expect(text).toMatch(/^ {2}4 × 24,50\s€ = 98,00\s€$/m);
  });

  it("writes the mail in the seller's configured language", async () => {
    const { done, sent } = await completeWithSellerMail('en');
    expect(sent[0]!.subject).toBe(`New order ${done.order_number}: Rakennus Oy`);
    expect(sent[0]!.text).toContain("Buyer's reference: Baustelle Pasila");
  });

  it('an order completed in English, seller locale Finnish: Finnish labels and Finnish product titles', async () => {
    const { done, pdf, sent } = await completeWithSellerMail('fi', { buyerLocale: 'en' });
    const text = sent[0]!.text;
    expect(sent[0]!.subject).toBe(`Uusi tilaus ${done.order_number}: Rakennus Oy`);
    expect(text).toContain(`DSM-656-1830 ${titles.fi}`);
    expect(text).not.toContain(titles.en);
    // The attachment stays the confirmation the buyer received, in English.
    expect(pdf.printed[0]).toContain(titles.en);
  });

  it("catalogue cannot be asked: the whole mail is in the buyer's language with its stored titles", async () => {
    const { done, sent } = await completeWithSellerMail('fi', {
      buyerLocale: 'en',
      prepare: (ctx) => (ctx.catalogue.showFails = true),
    });
    const text = sent[0]!.text;
    expect(sent[0]!.subject).toBe(`New order ${done.order_number}: Rakennus Oy`);
    expect(text).toContain(`DSM-656-1830 ${titles.en}`);
    expect(text).not.toContain('Uusi tilaus');
  });
});
