import { quoteRequestFragment, type Order } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button, Skeleton } from '@shop/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import './quote.css';

// The form and the quotes' calls load on the click: the cart page's JavaScript has a budget, and the
// quotes' calls live in the contracts of lazy pages (packages/contracts/src/business.ts).
const QuoteRequestForm = lazy(() =>
  import('./quote-request-form').then((module) => ({ default: module.QuoteRequestForm })),
);

/**
 * "Request a quote" under the cart's lines: a button that opens the form. The header's "Request a
 * quote" comes here (#quote-request): the form opens and comes into view.
 */
export function QuoteRequest({ cart }: { cart: Order }) {
  const t = useT();
  const location = useLocation();
  const asked = location.hash === `#${quoteRequestFragment}`;
  const [open, setOpen] = useState(asked);
  // Each arrival by the header's link opens the form, also when the cart was already on screen.
  const [askedAt, setAskedAt] = useState(asked ? location.key : null);
  if (asked && askedAt !== location.key) {
    setAskedAt(location.key);
    setOpen(true);
  }
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (askedAt) section.current?.scrollIntoView?.({ block: 'start' });
  }, [askedAt]);

  return (
    <section id={quoteRequestFragment} ref={section} className="quote-request" data-testid="quote-request">
      {open ? (
        <Suspense fallback={<Skeleton height={240} />}>
          <QuoteRequestForm cart={cart} onCancel={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Button type="button" variant="secondary" onClick={() => setOpen(true)} data-testid="quote-request-open">
          {t('quote.request_open')}
        </Button>
      )}
    </section>
  );
}
