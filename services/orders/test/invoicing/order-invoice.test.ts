import {
  confirmedGermanId,
  finnishCompany,
  germanCompany,
  invoiceOf,
  line,
  norwegianCompany,
  personalFivePercent,
  sentOrder,
  type SentOrder,
} from './sent-orders';

describe("the invoice of a whole order carries exactly the order's net, VAT and gross", () => {
  const cases: [string, SentOrder][] = [
    [
      'a small order: volume discount, product freight and packaging',
      {
        form: finnishCompany,
        lines: [line(1, 60, 2_450), line(2, 7, 1_990)],
      },
    ],
    [
      'whole-order and personal discounts, still a small order',
      {
        form: finnishCompany,
        lines: [line(1, 210, 2_455), line(2, 41, 1_999)],
        personal: [personalFivePercent],
      },
    ],
    [
      'a large order: product freight waived, crane unloading kept',
      {
        form: finnishCompany,
        lines: [line(1, 300, 4_133)],
        delivery: 'crane_unloading',
        personal: [personalFivePercent],
      },
    ],
    [
      'reverse charge to a German company',
      {
        form: germanCompany,
        lines: [line(1, 55, 2_450), line(3, 3, 33_333)],
        vatCheck: confirmedGermanId,
      },
    ],
    ['export to Norway', { form: norwegianCompany, lines: [line(1, 12, 2_450)] }],
    ['own freight: packaging only', { form: finnishCompany, lines: [line(1, 2, 990)], delivery: 'own_freight' }],
  ];

  it.each(cases)('%s', (_name, input) => {
    const { order, pricing } = sentOrder(input);
    const invoice = invoiceOf(order);
    expect(invoice.totals).toMatchObject({
      net: pricing.totalWithoutVatCents,
      vat: pricing.vatCents,
      gross: pricing.totalWithVatCents,
    });
    expect([invoice.totals.net, invoice.totals.vat, invoice.totals.gross]).toEqual([
      order.total_price + order.total_delivery_price,
      order.total_vat_price,
      order.total_price_with_vat,
    ]);
    expect(invoice.totals.lines - invoice.totals.allowances + invoice.totals.charges).toBe(invoice.totals.net);
    expect(invoice.vat.treatment).toBe(pricing.vat.kind);
  });

  it('names each order-wide discount and delivery cost at the VAT of the goods', () => {
    const { order, pricing } = sentOrder(cases[1]![1]);
    const invoice = invoiceOf(order);
    expect(invoice.allowances).toEqual([
      {
        reason: 'whole_order',
        amount: pricing.wholeOrderDiscount.cents,
        percent: null,
        vat_category: 'S',
        vat_rate_percent: 25.5,
      },
      {
        reason: 'personal',
        amount: pricing.personalDiscount!.cents,
        percent: 5,
        vat_category: 'S',
        vat_rate_percent: 25.5,
      },
    ]);
    expect(invoice.charges.map((charge) => [charge.reason, charge.amount])).toEqual([
      ['freight', 4_900],
      ['packaging', 1_500],
    ]);
    expect(invoice.lines.map((l) => [l.unit_price, l.discount, l.net])).toEqual(
      pricing.lines.map((l) => [l.unitPriceCents, l.discountCents, l.netCents]),
    );
  });

  it("puts reverse charge on the allowances and charges too, and reads the buyer's VAT id as its register does", () => {
    const invoice = invoiceOf(sentOrder(cases[3]![1]).order);
    expect([...invoice.allowances, ...invoice.charges].every((item) => item.vat_category === 'K')).toBe(true);
    expect(invoice.buyer).toMatchObject({ name: 'Bau GmbH', vat_id: 'DE123456789', country: 'DE' });
    expect(invoice.vat.breakdown).toEqual([{ category: 'K', rate_percent: 0, taxable: invoice.totals.net, vat: 0 }]);
  });

  it("takes terms, e-invoice recipient and references from the order's billing, else defaults and its own", () => {
    const { order } = sentOrder(cases[0]![1]);
    expect(invoiceOf(order)).toMatchObject({
      references: { purchase_order: 'Työmaa Pasila, tilaus 4711', cost_center: null },
      e_invoice: null,
      payment: { terms: { net_days: 30, early_payment: null } },
      account: { user_id: 7, company_id: null },
      buyer: { name: 'Rakennus Oy', vat_id: 'FI12345678' },
    });
    const billing = {
      payment_terms: { net_days: 14, early_payment: { days: 7, percent: 2 } },
      e_invoice: { format: 'finvoice', address: '003716180333', operator: 'NDEAFIHH' },
      purchase_order: 'PO-77',
      cost_center: 'KP 410',
    } as const;
    expect(
      invoiceOf({
        ...order,
        billing,
        company: { id: 'c-1', name: 'x', placed_by: order.company?.placed_by ?? ({} as never) },
      }),
    ).toMatchObject({
      references: { purchase_order: 'PO-77', cost_center: 'KP 410' },
      e_invoice: billing.e_invoice,
      payment: { terms: billing.payment_terms },
      account: { user_id: 7, company_id: 'c-1' },
    });
  });
});
