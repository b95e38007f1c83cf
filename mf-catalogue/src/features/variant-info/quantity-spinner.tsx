import { useT } from '@shop/state';
import { useState } from 'react';

export interface QuantitySpinnerProps {
  value: number;
  /** The variant's minimum order: the spinner never settles below it. */
  min: number;
  onChange: (value: number) => void;
}

/**
 * Quantity with minus and plus. Typing is free while the field has focus; on leaving it a value
 * below the minimum (or not a whole number) is refused: the minimum comes back and the buyer is told.
 */
export function QuantitySpinner({ value, min, onChange }: QuantitySpinnerProps) {
  const t = useT();
  const [text, setText] = useState(String(value));
  const [refused, setRefused] = useState(false);
  // A new value from outside replaces what was typed: adjusted while rendering, not in an effect.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const commit = (next: number) => {
    const accepted = Number.isInteger(next) && next >= min;
    setRefused(!accepted);
    const amount = accepted ? next : min;
    setText(String(amount));
    onChange(amount);
  };

  return (
    <div className="qty-spinner">
      <div className="qty-spinner__controls">
        <button
          type="button"
          className="qty-spinner__step"
          aria-label={t('product.decrease')}
          onClick={() => commit(value - 1)}
          disabled={value <= min}
        >
          −
        </button>
        <input
          className="qty-spinner__input"
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          value={text}
          aria-label={t('product.quantity')}
          aria-invalid={refused || undefined}
          data-testid="quantity"
          onChange={(event) => setText(event.target.value)}
          onBlur={() => commit(Number(text))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(Number(text));
          }}
        />
        <button
          type="button"
          className="qty-spinner__step"
          aria-label={t('product.increase')}
          onClick={() => commit(value + 1)}
        >
          +
        </button>
      </div>
      {refused ? (
        <span className="qty-spinner__error" role="alert" data-testid="quantity-refused">
          {t('product.below_minimum', { min })}
        </span>
      ) : null}
    </div>
  );
}
