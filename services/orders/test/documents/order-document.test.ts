import { seller, type Order } from '@shop/contracts';
import { renderOrderDocument } from '../../src/documents/order-document';
import { sellerOrderMail } from '../../src/documents/seller-order-mail';
import { emptyCart } from '../fixtures';

/** A sent order with every figure of SPEC §3's order display: four discounts, own freight, instructions. */
const order = (over: Partial<Order> = {}): Order =>
  emptyCart({
    id: 7,
    order_status: 'confirmed',
    order_number: 'NB-100007',
    delivery_methodid: 2,
    items: [
      {
        id: 1,
        code: 'DSM-656-1830',
        variant_id: 102,
        quantity: 40,
        price: 2_450,
        discount: 9_800,
        fullTitle: 'Doppelstabmattenzaun 6/5/6, 1830 mm',
        reference: '',
      },
    ],
    length: 40,
    total_price: 80_000,
    total_delivery_price: 1_500,
    total_discount: 18_000,
    total_vat_price: 20_783,
    total_price_with_vat: 102_283,
    breakdown: {
      goods: 98_000,
      discounts: {
        order_line: 4_900,
        volume: 4_900,
        whole_order: 4_410,
        personal: { cents: 3_790, percent: 4.5, end_date: '2026-12-31' },
      },
      freight: 0,
      packaging: 1_500,
      vat: { kind: 'domestic', rate_percent: 25.5 },
    },
    delivery: {
      type: 'own_freight',
      own_freight: { carrierName: 'Kuljetus Virtanen Oy', carrierPhone: '+358401112223' },
      problem: null,
    },
    shipping_comment: 'Tor 3, bitte anrufen',
    paymentmethod: { name: 'invoice' },
    ...over,
  });

const now = new Date('2026-11-20T10:00:00Z');
const productFreight: Order['delivery'] = { type: 'product_freight', own_freight: null, problem: null };
/** The order by timed delivery, booked for Thursday 3 December 2026 07:30-11:00, with a work-site contact. */
const timed = (over: Partial<Order> = {}) =>
  order({
    delivery_methodid: 5,
    delivery: { type: 'timecap', own_freight: null, problem: null },
    delivery_window: { date: '2026-12-03', from: '07:30', to: '11:00' },
    site_contact: { name: 'Matti Meikäläinen', phone: '+358 40 123 4567' },
    ...over,
  });
/** The document's text as a reader sees it: tags gone, one space for any run of spaces. */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ');

describe('the order confirmation document', () => {
  it('says in the buyer language why an order that asked for reverse charge carries VAT', () => {
    const charged = order({
      breakdown: {
        ...order().breakdown!,
        vat: {
          kind: 'eu_consumer',
          rate_percent: 24,
          charged_reason: { code: 'name_mismatch', register_name: 'Tallinna Ehitus OÜ' },
        },
      },
    });
    expect(textOf(renderOrderDocument(charged, 'confirmation', 'en', seller, now))).toContain(
      'VAT charged: the company name does not match the register (Tallinna Ehitus OÜ).',
    );
    expect(textOf(renderOrderDocument(charged, 'confirmation', 'et', seller, now))).toContain(
      'Käibemaks lisatud: ettevõtte nimi ei vasta registrile (Tallinna Ehitus OÜ).',
    );
    expect(textOf(renderOrderDocument(order(), 'confirmation', 'en', seller, now))).not.toContain('VAT charged');
  });

  it('shows in German each discount kind on its own line, delivery as freight plus packaging, VAT at 25,5 %', () => {
    const text = textOf(renderOrderDocument(order(), 'confirmation', 'de', seller, now));
    for (const line of [
      'Produkte 980,00 €',
      'Positionsrabatte −49,00 €',
      'Mengenrabatte −49,00 €',
      'Rabatt auf die ganze Bestellung −44,10 €',
      'Persönlicher Rabatt 4,5 %, gültig bis 31.12.2026 −37,90 €',
      'Lieferkosten 15,00 € Fracht 0,00 € Verpackung 15,00 €',
      'Summe ohne MwSt. 815,00 €',
      'MwSt. 25,5 % 207,83 €',
      'Gesamtsumme inkl. MwSt. 1.022,83 €',
    ])
      expect(text).toContain(line);
  });

  it('shows in Finnish the same lines with Finnish numbers, dates and the rate as "ALV 25,5 %"', () => {
    const text = textOf(renderOrderDocument(order(), 'confirmation', 'fi', seller, now));
    for (const line of [
      'Tuotteet 980,00 €',
      'Tilausrivien alennukset −49,00 €',
      'Määräalennukset −49,00 €',
      'Koko tilauksen alennus −44,10 €',
      'Henkilökohtainen alennus 4,5 %, voimassa 31.12.2026 asti −37,90 €',
      'Toimituskulut 15,00 € Rahti 0,00 € Pakkaus 15,00 €',
      'ALV 25,5 % 207,83 €',
      'Yhteensä sis. ALV 1 022,83 €',
    ])
      expect(text).toContain(line);
  });

  it('writes the rate in English as "VAT 25.5 %" and a whole rate without decimals', () => {
    expect(textOf(renderOrderDocument(order(), 'confirmation', 'en', seller, now))).toContain('VAT 25.5 % €207.83');
    const estonian = order({ breakdown: { ...order().breakdown!, vat: { kind: 'domestic', rate_percent: 24 } } });
    expect(textOf(renderOrderDocument(estonian, 'confirmation', 'de', seller, now))).toContain('MwSt. 24 % 207,83 €');
  });

  it('leaves out the discount kinds an order does not have', () => {
    const plain = order({
      breakdown: {
        ...order().breakdown!,
        discounts: { order_line: 0, volume: 4_900, whole_order: 0, personal: null },
      },
    });
    const text = textOf(renderOrderDocument(plain, 'confirmation', 'de', seller, now));
    expect(text).toContain('Mengenrabatte −49,00 €');
    expect(text).not.toMatch(/Positionsrabatte|ganze Bestellung|Persönlicher Rabatt/);
  });

  it('names a personal discount without an end date as open-ended', () => {
    const open = order({
      breakdown: {
        ...order().breakdown!,
        discounts: { ...order().breakdown!.discounts, personal: { cents: 3_790, percent: 5, end_date: null } },
      },
    });
    expect(textOf(renderOrderDocument(open, 'confirmation', 'fi', seller, now))).toContain(
      'Henkilökohtainen alennus 5 %, ei päättymispäivää −37,90 €',
    );
  });

  it("shows the delivery method with its delivery time, the buyer's carrier and phone, the instructions", () => {
    const de = textOf(renderOrderDocument(order(), 'confirmation', 'de', seller, now));
    expect(de).toContain('Eigene Fracht (nur Verpackungsgebühr)');
    expect(de).toContain('Lieferzeit: Abholbereit für Ihren Spediteur in 1–3 Werktagen');
    expect(de).toContain('Spediteur: Kuljetus Virtanen Oy, Tel. +358401112223');
    expect(de).toContain('Lieferhinweise: Tor 3, bitte anrufen');
    const fi = textOf(renderOrderDocument(order(), 'confirmation', 'fi', seller, now));
    expect(fi).toContain('Oma rahti (vain pakkausmaksu)');
    expect(fi).toContain('Toimitusaika: Rahdinkuljettajanne noudettavissa 1–3 arkipäivässä');
    expect(fi).toContain('Rahdinkuljettaja: Kuljetus Virtanen Oy, puh. +358401112223');
    expect(fi).toContain('Toimitusohjeet: Tor 3, bitte anrufen');
  });

  it("shows the buyer's freight contract number when the buyer brings the freight under a contract", () => {
    const contract = order({
      delivery: { type: 'own_freight', own_freight: { contractNumber: 'RS-4411' }, problem: null },
    });
    expect(textOf(renderOrderDocument(contract, 'confirmation', 'de', seller, now))).toContain(
      'Frachtvertrag: RS-4411',
    );
    expect(textOf(renderOrderDocument(contract, 'confirmation', 'fi', seller, now))).toContain('Rahtisopimus: RS-4411');
  });

  it('shows the delivery time of product freight and no carrier for it', () => {
    const freight = order({
      delivery_methodid: 1,
      delivery: { type: 'product_freight', own_freight: null, problem: null },
      shipping_comment: '',
    });
    const text = textOf(renderOrderDocument(freight, 'confirmation', 'de', seller, now));
    expect(text).toContain('Produktfracht, Pauschale landesweit Lieferzeit: ');
    expect(text).toContain('Lieferzeit: Versand in 1–3 Werktagen, Ankunft in 3–5 Werktagen (innerhalb Estlands 2–4)');
    expect(text).not.toMatch(/Spediteur|Frachtvertrag|Lieferhinweise/);
  });

  it('shows delivery method and term on an offer too, which has no buyer yet', () => {
    const basket = order({ order_number: null, order_status: 'created', form: undefined, paymentmethod: undefined });
    const text = textOf(renderOrderDocument(basket, 'offer', 'fi', seller, now, ''));
    expect(text).toContain('Tarjous');
    expect(text).toContain('Toimitus Oma rahti (vain pakkausmaksu) Toimitusaika:');
    expect(text).toContain('Määräalennukset −49,00 €');
  });

  it('escapes what the buyer typed in the carrier and the instructions', () => {
    const html = renderOrderDocument(
      order({
        delivery: {
          type: 'own_freight',
          own_freight: { carrierName: '<b>X</b>', carrierPhone: '+35840111' },
          problem: null,
        },
        shipping_comment: '<script>alert(1)</script>',
      }),
      'confirmation',
      'de',
      seller,
      now,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>X</b>');
    expect(html).toContain('&lt;b&gt;X&lt;/b&gt;');
  });

  it('shows in German the booked day and hours of a timed delivery as its delivery time, and the site contact', () => {
    const text = textOf(renderOrderDocument(timed(), 'confirmation', 'de', seller, now));
    expect(text).toContain(
      'Lieferung im vereinbarten Zeitfenster Lieferzeit: Donnerstag, 3. Dezember 2026, 07:30–11:00 Uhr',
    );
    expect(text).not.toContain('Versand in 1–3 Werktagen');
    expect(text).toContain(
      'Lieferhinweise: Tor 3, bitte anrufen ' +
        'Ansprechpartner auf der Baustelle: Matti Meikäläinen, Tel. +358 40 123 4567',
    );
  });

  it('shows in Finnish the booked day and hours in Finnish date and time formats, and the site contact', () => {
    const text = textOf(renderOrderDocument(timed(), 'confirmation', 'fi', seller, now));
    expect(text).toContain('Toimitusaika: torstai 3. joulukuuta 2026 klo 07.30–11.00');
    expect(text).toContain('Yhteyshenkilö työmaalla: Matti Meikäläinen, puh. +358 40 123 4567');
  });

  it('writes the booked day and hours in English and Estonian as those languages do', () => {
    expect(textOf(renderOrderDocument(timed(), 'confirmation', 'en', seller, now))).toContain(
      'Delivery time: Thursday 3 December 2026, 07:30–11:00',
    );
    expect(textOf(renderOrderDocument(timed(), 'confirmation', 'et', seller, now))).toContain(
      'Tarneaeg: neljapäev, 3. detsember 2026 kell 07:30–11:00',
    );
  });

  it('shows the booked window and the site contact on an offer of a basket too', () => {
    const basket = timed({ order_number: null, order_status: 'created', form: undefined, paymentmethod: undefined });
    const text = textOf(renderOrderDocument(basket, 'offer', 'fi', seller, now, ''));
    expect(text).toContain('Toimitusaika: torstai 3. joulukuuta 2026 klo 07.30–11.00');
    expect(text).toContain('Yhteyshenkilö työmaalla: Matti Meikäläinen, puh. +358 40 123 4567');
  });

  it('shows a site contact with any delivery method, and the term, not a window, for a method other than timed', () => {
    // A window left on the order from an earlier choice of timed delivery is not this method's.
    const text = textOf(renderOrderDocument(timed({ delivery: productFreight }), 'confirmation', 'de', seller, now));
    expect(text).toContain('Lieferzeit: Versand in 1–3 Werktagen, Ankunft in 3–5 Werktagen');
    expect(text).not.toContain('Dezember 2026');
    expect(text).toContain('Ansprechpartner auf der Baustelle: Matti Meikäläinen, Tel. +358 40 123 4567');
  });

  it('shows the agreed-window term for a timed delivery stored without its window, and no contact when none', () => {
    const text = textOf(
      renderOrderDocument(timed({ delivery_window: null, site_contact: null }), 'confirmation', 'de', seller, now),
    );
    expect(text).toContain('Lieferzeit: Versand in 1–3 Werktagen, Lieferung im mit Ihnen vereinbarten Zeitfenster');
    expect(text).not.toContain('Ansprechpartner');
  });

  it('escapes what the buyer typed as the site contact', () => {
    const html = renderOrderDocument(
      timed({ site_contact: { name: '<img src=x onerror=alert(1)>', phone: '+35840111' } }),
      'confirmation',
      'de',
      seller,
      now,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
  });

  it('shows an order priced before the breakdown was kept with its discounts and delivery costs undivided', () => {
    const legacy = order({ breakdown: undefined });
    const text = textOf(renderOrderDocument(legacy, 'confirmation', 'de', seller, now));
    expect(text).toContain('Produkte 980,00 €');
    expect(text).toContain('Rabatte −180,00 €');
    expect(text).toContain('Lieferkosten 15,00 € Summe ohne MwSt.');
    expect(text).toContain('MwSt. 25,5 % 207,83 €');
  });
});

describe("the seller's order mail", () => {
  it('tells the seller the booked day and hours and whom the driver calls on the site, in German', () => {
    const text = sellerOrderMail(timed(), seller, 'de', now, Buffer.from('%PDF')).text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(
      [
        'Lieferung: Lieferung im vereinbarten Zeitfenster',
        'Lieferzeit: Donnerstag, 3. Dezember 2026, 07:30–11:00 Uhr',
        'Lieferhinweise:',
        '> Tor 3, bitte anrufen',
        'Ansprechpartner auf der Baustelle: Matti Meikäläinen, Tel. +358 40 123 4567',
      ].join('\n'),
    );
  });

  it('tells the seller the same in Finnish, with a contact name typed over lines kept on one line', () => {
    const text = sellerOrderMail(
      timed({ site_contact: { name: 'Matti\nMeikäläinen', phone: '+358 40 123 4567' } }),
      seller,
      'fi',
      now,
      Buffer.from('%PDF'),
    ).text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Toimitusaika: torstai 3. joulukuuta 2026 klo 07.30–11.00');
    expect(text).toContain('Yhteyshenkilö työmaalla: Matti Meikäläinen, puh. +358 40 123 4567');
  });

  it('names no window and no site contact for an order without them', () => {
    const text = sellerOrderMail(order(), seller, 'de', now, Buffer.from('%PDF')).text;
    expect(text).not.toMatch(/Ansprechpartner|Uhr/);
  });

  it('writes out the delivery term, the discount kinds and freight and packaging as the PDF does', () => {
    const text = sellerOrderMail(order(), seller, 'de', now, Buffer.from('%PDF')).text.replace(/[\u00a0\u202f]/g, ' ');
    for (const line of [
      'Lieferzeit: Abholbereit für Ihren Spediteur in 1–3 Werktagen',
      'Spediteur des Käufers: Kuljetus Virtanen Oy, +358401112223',
      'Lieferhinweise:\n> Tor 3, bitte anrufen',
      'Positionsrabatte: −49,00 €',
      'Mengenrabatte: −49,00 €',
      'Rabatt auf die ganze Bestellung: −44,10 €',
      'Persönlicher Rabatt 4,5 %, gültig bis 31.12.2026: −37,90 €',
      'Lieferkosten: 15,00 €\n  Fracht: 0,00 €\n  Verpackung: 15,00 €',
      'MwSt. 25,5 %: 207,83 €',
    ])
      expect(text).toContain(line);
  });
});
