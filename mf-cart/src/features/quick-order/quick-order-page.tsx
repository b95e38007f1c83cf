import { isApiError, useBreadcrumbs, useCartStore, useCountT, useDocumentHead, useT } from '@shop/state';
import { Button, buttonClassName } from '@shop/ui';
import { Link } from 'react-router-dom';
import { isReady, useQuickOrderLines } from '../../stores/quick-order-lines';
import { PasteLines } from './paste-lines';
import { QuickOrderLine } from './quick-order-line';
import { useAddAllToCart, useCheckLines } from './use-quick-order-calls';
import './quick-order.css';

/**
 * /quick-order (QuickOrderPage of mf_cart/app): product codes and quantities pasted, typed or
 * uploaded, each line checked by the catalogue, fixed in place, and all added to the cart at once.
 */
export function QuickOrderPage() {
  const t = useT();
  const tc = useCountT();
  useBreadcrumbs([{ label: t('quick_order.title'), href: '/quick-order' }]);
  useDocumentHead(t('head.quick_order.title'), t('head.quick_order.description'));
  const lines = useQuickOrderLines((state) => state.lines);
  const clear = useQuickOrderLines((state) => state.clear);
  const cartUuid = useCartStore((state) => state.cartUuid);
  const check = useCheckLines();
  const addAll = useAddAllToCart();
  const ready = lines.filter(isReady);
  const allReady = lines.length > 0 && ready.length === lines.length;
  const unchecked = lines.filter((line) => line.resolved === null && !line.refusal).map((line) => line.key);

  return (
    <div className="ui-container quick-order" data-testid="quick-order" data-remote="cart">
      <h1 className="quick-order__title">{t('quick_order.title')}</h1>
      <p className="quick-order__intro">{t('quick_order.intro')}</p>
      <PasteLines onAdded={(keys) => check.mutate(keys)} busy={check.isPending} />

      {check.isError ? (
        <p className="quick-order__said quick-order__said--error" role="alert">
          {t('quick_order.check_failed')}{' '}
          <Button variant="ghost" onClick={() => check.mutate(unchecked)}>
            {t('quick_order.check')}
          </Button>
        </p>
      ) : null}

      {addAll.isSuccess && lines.length === 0 ? (
        <p className="quick-order__said quick-order__said--info" role="status" data-testid="quick-order-added">
          {tc('quick_order.added', addAll.variables.length)}{' '}
          <Link
            to={`/cart/${addAll.data.uuid}`}
            className={buttonClassName('primary')}
            data-testid="quick-order-to-cart"
          >
            {t('quick_order.to_cart')}
          </Link>
        </p>
      ) : null}

      {lines.length > 0 ? (
        <section className="quick-order__lines" aria-labelledby="quick-order-lines-title">
          <h2 id="quick-order-lines-title" className="quick-order__summary" data-testid="quick-order-summary">
            {t('quick_order.ready_of', { ready: ready.length, total: lines.length })}
          </h2>
          <div className="quick-order__head" aria-hidden="true">
            <span>{t('quick_order.col_line')}</span>
            <span>{t('quick_order.col_code')}</span>
            <span>{t('quick_order.col_quantity')}</span>
            <span>{t('quick_order.col_product')}</span>
            <span className="quick-order__head-prices">
              {t('quick_order.col_unit_price')} / {t('quick_order.col_total')}
            </span>
          </div>
          <ol className="quick-order__list">
            {lines.map((line, index) => (
              <QuickOrderLine key={line.key} line={line} number={index + 1} onEdited={(key) => check.mutate([key])} />
            ))}
          </ol>
          <p className="quick-order__note">{t('quick_order.prices_note')}</p>
          {addAll.isError && !allReady ? (
            <p className="quick-order__said quick-order__said--error" role="alert" data-testid="quick-order-add-error">
              {(isApiError(addAll.error) && addAll.error.body?.message) || t('quick_order.add_failed')}
            </p>
          ) : !allReady ? (
            <p className="quick-order__hint">{t('quick_order.fix_first')}</p>
          ) : null}
          <div className="quick-order__actions">
            <Button
              onClick={() => addAll.mutate(ready)}
              disabled={!allReady || addAll.isPending}
              data-testid="quick-order-add-all"
            >
              {addAll.isPending ? t('quick_order.adding') : tc('quick_order.add_all', lines.length)}
            </Button>
            <Button variant="ghost" onClick={clear} disabled={addAll.isPending}>
              {t('quick_order.clear')}
            </Button>
            {cartUuid ? (
              <Link to={`/cart/${cartUuid}`} className="quick-order__cart-link">
                {t('quick_order.to_cart')}
              </Link>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}

export default QuickOrderPage;
