import { deliveryMethods, type DeliveryMethodType, type DeliveryWindow, type Order } from '@shop/contracts';
import { dateTimeFormat, useFormatEur, useFormatNumber, useLocale, useT, type Translate } from '@shop/state';
import './order-figures.css';

/** What delivery, VAT and total come to with a delivery method being picked (the server's delivery option). */
export interface DeliveryPreview {
  method: DeliveryMethodType;
  delivery: number;
  vat: number;
  total: number;
}

export interface OrderFiguresProps {
  order: Order;
  /** While a buyer picks a delivery method: its figures, before the order is priced with it. */
  preview?: DeliveryPreview;
  /** data-testid of the total's amount. */
  totalTestId?: string;
}

interface Figure {
  /** data-figure, for tests and journeys: which figure a row is. */
  name: string;
  label: string;
  amount: string;
  kind?: 'part' | 'total';
}

type TextKey = Parameters<Translate>[0];

/** Each method's name and delivery time (the shop's delivery terms), as text keys every app brings. */
const methodTexts: Record<DeliveryMethodType, { name: TextKey; term: TextKey }> = {
  product_freight: { name: 'delivery.product_freight', term: 'delivery_term.product_freight' },
  own_freight: { name: 'delivery.own_freight', term: 'delivery_term.own_freight' },
  worksite_fence_line: { name: 'delivery.worksite_fence_line', term: 'delivery_term.worksite_fence_line' },
  crane_unloading: { name: 'delivery.crane_unloading', term: 'delivery_term.crane_unloading' },
  timecap: { name: 'delivery.timecap', term: 'delivery_term.timecap' },
};

/** The delivery method an order has: the priced one, else the one its id names. */
export function orderDeliveryMethod(order: Order): DeliveryMethodType {
  return (
    order.delivery?.type ?? deliveryMethods.find((m) => m.id === order.delivery_methodid)?.type ?? 'product_freight'
  );
}

/**
 * The money of SPEC §3's order display, as the server computed it: products, each kind of discount
 * the order has (the personal one with its rate and last day), delivery costs as freight plus
 * packaging, the total without VAT, VAT at its rate and the total.
 */
export function OrderFigures({ order, preview, totalTestId }: OrderFiguresProps) {
  const t = useT();
  const eur = useFormatEur();
  const { percent } = useFormatNumber();
  const locale = useLocale();
  const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const breakdown = order.breakdown;
  const discounts = breakdown?.discounts;
  const delivery = preview?.delivery ?? order.total_delivery_price;
  const discount = (name: string, label: string, cents: number): Figure[] =>
    cents > 0 ? [{ name, label, amount: `−${eur(cents)}` }] : [];
  const personal = discounts?.personal;

  const figures: Figure[] = [
    {
      name: 'goods',
      label: t('order_view.goods'),
      amount: eur(breakdown?.goods ?? order.total_price + order.total_discount),
    },
    ...(discounts
      ? [
          ...discount('discount-order-line', t('order_view.discount_order_line'), discounts.order_line),
          ...discount('discount-volume', t('order_view.discount_volume'), discounts.volume),
          ...discount('discount-whole-order', t('order_view.discount_whole_order'), discounts.whole_order),
          ...(personal
            ? discount(
                'discount-personal',
                personal.end_date
                  ? t('order_view.discount_personal', {
                      percent: percent(personal.percent),
                      date: day.format(new Date(`${personal.end_date}T00:00:00Z`)),
                    })
                  : t('order_view.discount_personal_open', { percent: percent(personal.percent) }),
                personal.cents,
              )
            : []),
        ]
      : discount('discounts', t('order_view.discounts'), order.total_discount)),
    { name: 'delivery', label: t('order_view.delivery_costs'), amount: eur(delivery) },
    // A method being picked has only its total delivery cost; the split is the priced order's.
    ...(breakdown && !preview
      ? [
          { name: 'freight', label: t('order_view.freight'), amount: eur(breakdown.freight), kind: 'part' as const },
          {
            name: 'packaging',
            label: t('order_view.packaging'),
            amount: eur(breakdown.packaging),
            kind: 'part' as const,
          },
        ]
      : []),
    { name: 'total-excl-vat', label: t('order_view.total_excl_vat'), amount: eur(order.total_price + delivery) },
    {
      name: 'vat',
      label:
        breakdown?.vat.kind === 'reverse_charge'
          ? t('order_view.reverse_charge')
          : t('order_view.vat', { rate: breakdown ? percent(breakdown.vat.rate_percent) : '' }).trim(),
      amount: eur(preview?.vat ?? order.total_vat_price),
    },
  ];
  return (
    <>
      <dl className="ui-order-figures">
        {figures.map((figure) => (
          <div
            key={figure.name}
            className={`ui-order-figures__row${figure.kind ? ` ui-order-figures__row--${figure.kind}` : ''}`}
            data-figure={figure.name}
          >
            <dt>{figure.label}</dt>
            <dd>{figure.amount}</dd>
          </div>
        ))}
        <div className="ui-order-figures__row ui-order-figures__row--total" data-figure="total">
          <dt>{t('order_view.total')}</dt>
          <dd data-testid={totalTestId}>{eur(preview?.total ?? order.total_price_with_vat)}</dd>
        </div>
      </dl>
      <VatChargedNote order={order} />
    </>
  );
}

/**
 * Why an order that asked for reverse charge (a company of another EU country with its VAT id)
 * carries VAT, as the server decided it (docs/security.md, "Reverse charge"); nothing otherwise.
 */
export function VatChargedNote({ order }: { order: Order }) {
  const t = useT();
  const reason = order.breakdown?.vat.charged_reason;
  if (!reason) return null;
  return (
    <p className="ui-order-figures__note" data-testid="vat-charged-reason" data-reason={reason.code}>
      {t(`order_view.vat_charged.${reason.code}`, { name: reason.register_name ?? '' })}
    </p>
  );
}

/** A booked timed delivery in the reader's language: its weekday and date, and its hours. */
function useFormatDeliveryWindow(): (window: DeliveryWindow) => string {
  const t = useT();
  const locale = useLocale();
  const date = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const clock = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const time = (hhmm: string) => clock.format(Date.UTC(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5))));
  return (window) =>
    t('checkout.window_value', {
      date: date.format(new Date(`${window.date}T00:00:00Z`)),
      from: time(window.from),
      to: time(window.to),
    });
}

/**
 * The delivery of SPEC §3's order display: the method, its delivery time (the shop's delivery
 * terms; for timed delivery the day and hours the buyer booked), the buyer's carrier or freight
 * contract when the buyer brings the freight, the buyer's delivery instructions and who receives
 * the goods on the work site.
 */
export function OrderDelivery({ order, method }: { order: Order; method?: DeliveryMethodType }) {
  const t = useT();
  const formatWindow = useFormatDeliveryWindow();
  const type = method ?? orderDeliveryMethod(order);
  const ownFreight = type === 'own_freight' ? order.delivery?.own_freight : null;
  // The booked window belongs to timed delivery: not shown while another method is being picked.
  const window = type === 'timecap' ? order.delivery_window : null;
  const instructions = order.shipping_comment?.trim();
  const contact = order.site_contact;
  const ownFreightText =
    ownFreight && 'contractNumber' in ownFreight
      ? t('order_view.freight_contract', { number: ownFreight.contractNumber })
      : ownFreight
        ? t('order_view.carrier', { name: ownFreight.carrierName, phone: ownFreight.carrierPhone })
        : null;
  return (
    <dl className="ui-order-delivery">
      <div className="ui-order-delivery__row" data-delivery="method">
        <dt>{t('order_view.delivery_method')}</dt>
        <dd>{t(methodTexts[type].name)}</dd>
        {ownFreightText ? <dd data-delivery="own-freight">{ownFreightText}</dd> : null}
      </div>
      <div className="ui-order-delivery__row" data-delivery={window ? 'window' : 'term'}>
        <dt>{t('order_view.delivery_term')}</dt>
        <dd>{window ? formatWindow(window) : t(methodTexts[type].term)}</dd>
      </div>
      {instructions ? (
        <div className="ui-order-delivery__row" data-delivery="instructions">
          <dt>{t('order_view.shipping_comment')}</dt>
          <dd>{instructions}</dd>
        </div>
      ) : null}
      {contact ? (
        <div className="ui-order-delivery__row" data-delivery="site-contact">
          <dt>{t('checkout.site_contact')}</dt>
          <dd>{t('order_view.site_contact_value', { name: contact.name, phone: contact.phone })}</dd>
        </div>
      ) : null}
    </dl>
  );
}
