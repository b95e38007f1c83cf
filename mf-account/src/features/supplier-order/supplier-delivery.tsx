import type { DeliveryMethodType, SupplierOrderView } from '@shop/contracts';
import { useFormatDay, useT, type Translate } from '@shop/state';

const methodNames: Record<DeliveryMethodType, Parameters<Translate>[0]> = {
  product_freight: 'delivery.product_freight',
  own_freight: 'delivery.own_freight',
  worksite_fence_line: 'delivery.worksite_fence_line',
  crane_unloading: 'delivery.crane_unloading',
  timecap: 'delivery.timecap',
};

/** Where the goods go and what the carrier needs, as the buyer booked it. */
export function SupplierDelivery({ view }: { view: SupplierOrderView }) {
  const t = useT();
  const day = useFormatDay();
  const { delivery } = view;
  const ownFreight = delivery.own_freight;
  const ownFreightText = !ownFreight
    ? null
    : 'contractNumber' in ownFreight
      ? t('order_view.freight_contract', { number: ownFreight.contractNumber })
      : t('order_view.carrier', { name: ownFreight.carrierName, phone: ownFreight.carrierPhone });
  const rows: { name: string; label: string; value: string }[] = [
    {
      name: 'method',
      label: t('order_view.delivery_method'),
      value: [t(methodNames[delivery.method]), ownFreightText].filter(Boolean).join('. '),
    },
    {
      name: 'address',
      label: t('fulfilment.deliver_to'),
      value: [
        delivery.company,
        delivery.name,
        delivery.street,
        `${delivery.post_code} ${delivery.city}`,
        delivery.country,
      ]
        .filter((part) => part.trim() !== '')
        .join(', '),
    },
    { name: 'phone', label: t('fulfilment.po_phone'), value: delivery.phone },
    ...(delivery.window
      ? [
          {
            name: 'window',
            label: t('fulfilment.po_window'),
            value: t('checkout.window_value', {
              date: day(delivery.window.date),
              from: delivery.window.from,
              to: delivery.window.to,
            }),
          },
        ]
      : []),
    ...(delivery.site_contact
      ? [
          {
            name: 'site-contact',
            label: t('checkout.site_contact'),
            value: t('order_view.site_contact_value', delivery.site_contact),
          },
        ]
      : []),
    ...(delivery.instructions.trim()
      ? [{ name: 'instructions', label: t('order_view.shipping_comment'), value: delivery.instructions }]
      : []),
    ...(view.buyer_reference.trim()
      ? [{ name: 'reference', label: t('fulfilment.order_reference'), value: view.buyer_reference }]
      : []),
    ...(view.comment.trim() ? [{ name: 'comment', label: t('fulfilment.po_comment'), value: view.comment }] : []),
  ];
  return (
    <section className="supplier-order__section" aria-labelledby="supplier-order-delivery">
      <h2 id="supplier-order-delivery" className="supplier-order__heading">
        {t('fulfilment.delivery_title')}
      </h2>
      <dl className="supplier-order__delivery" data-testid="supplier-order-delivery">
        {rows.map((row) => (
          <div key={row.name} data-delivery={row.name}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
