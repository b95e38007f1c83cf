import type { CartItem, Order } from '@shop/contracts';
import { isApiError, track, useFormatEur, useT, useTranslateText } from '@shop/state';
import { useState } from 'react';
import { cartCalls } from '../../api/orders';
import { LineTier } from './line-tier';
import { useCartChange } from './use-cart-change';

function QuantitySpinner({ item, uuid }: { item: CartItem; uuid: string }) {
  const t = useT();
  const translateText = useTranslateText();
  const [value, setValue] = useState(String(item.quantity));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shownQuantity, setShownQuantity] = useState(item.quantity);
  const change = useCartChange(cartCalls.setQuantity);
  // The server's quantity changed (a step, a refused minimum, another tab): the field shows it, set while rendering
  // instead of in an effect, so no render shows the old value.
  if (item.quantity !== shownQuantity) {
    setShownQuantity(item.quantity);
    setValue(String(item.quantity));
  }

  const commit = (amount: number) => {
    if (!Number.isInteger(amount) || amount < 1 || amount === item.quantity) return setValue(String(item.quantity));
    // The server refuses a quantity under the variant's minimum, naming it: the field keeps its
    // quantity and says why beside it, so the buyer sees the minimum rather than a silent reset.
    change.mutate([uuid, item.id, amount], {
      onSuccess: () => {
        setRefusal(null);
        void track('Spinner Amount Edited', {
          variant_id: item.variant_id,
          from: item.quantity,
          to: amount,
          place: 'cart',
        });
      },
      onError: (error) => {
        setValue(String(item.quantity));
        const reason = isApiError(error) ? error.body?.issues?.[0]?.reason : undefined;
        setRefusal(reason ? translateText(reason) : null);
      },
    });
  };
  const refusalId = `line-quantity-refused-${item.id}`;
  return (
    <div className="line__quantity">
      <div className="qty">
        <button
          type="button"
          className="qty__step"
          aria-label={t('checkout.decrease')}
          onClick={() => commit(item.quantity - 1)}
          disabled={item.quantity <= 1}
        >
          −
        </button>
        <input
          className="qty__input"
          inputMode="numeric"
          aria-label={t('checkout.quantity')}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? refusalId : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
          onBlur={() => commit(Number(value))}
          onKeyDown={(event) => event.key === 'Enter' && commit(Number(value))}
          data-testid="line-quantity"
        />
        <button
          type="button"
          className="qty__step"
          aria-label={t('checkout.increase')}
          onClick={() => commit(item.quantity + 1)}
        >
          +
        </button>
      </div>
      {refusal ? (
        <span id={refusalId} className="qty__error" role="alert" data-testid="line-quantity-refused">
          {refusal}
        </span>
      ) : null}
    </div>
  );
}

function LineReference({ item, uuid }: { item: CartItem; uuid: string }) {
  const t = useT();
  const [value, setValue] = useState(item.reference);
  const change = useCartChange(cartCalls.setReference);
  return (
    <input
      className="ui-field__input line__reference"
      placeholder={t('checkout.reference')}
      aria-label={t('checkout.reference')}
      value={value}
      maxLength={2000}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => value !== item.reference && change.mutate([uuid, item.id, value])}
    />
  );
}

/** The cart's lines: quantity spinner, reference per line, remove; prices as the server computed them. */
export function CartLines({ cart }: { cart: Order }) {
  const t = useT();
  const eur = useFormatEur();
  const remove = useCartChange(cartCalls.removeVariant);
  return (
    <ul className="lines" data-testid="cart-lines">
      {cart.items.map((item) => (
        <li key={item.id} className="line" data-testid="cart-line">
          <div className="line__main">
            <span className="line__title">{item.fullTitle}</span>
            <span className="line__code">
              {t('checkout.code')}: {item.code}
            </span>
            {/* A quote's and a contract's prices are final: no tier applies to them, so none is offered. */}
            {cart.quote || item.price_source === 'contract' ? null : <LineTier item={item} />}
            <LineReference item={item} uuid={cart.uuid} />
          </div>
          {/* A quote's lines keep the quoted quantities: shown, not changed. */}
          {cart.quote ? (
            <span className="line__quantity" data-testid="line-quantity-fixed">
              {item.quantity}
            </span>
          ) : (
            <QuantitySpinner item={item} uuid={cart.uuid} />
          )}
          <div className="line__prices">
            <span className="line__unit">{eur(item.price)}</span>
            {item.price_source === 'contract' ? (
              <span className="line__source" data-testid="line-contract-price">
                {t('checkout.contract_price')}
              </span>
            ) : null}
            <strong className="line__total">{eur(item.price * item.quantity - item.discount)}</strong>
          </div>
          {cart.quote ? null : (
            <button
              type="button"
              className="ui-button ui-button--ghost line__remove"
              onClick={() =>
                remove.mutate([cart.uuid, item.variant_id], {
                  onSuccess: () =>
                    void track(
                      'Removed From Cart',
                      { variant_id: item.variant_id, quantity: item.quantity, title: item.fullTitle },
                      (item.price * item.quantity - item.discount) / 100,
                    ),
                })
              }
            >
              {t('checkout.remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
