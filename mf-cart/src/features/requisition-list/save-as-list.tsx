import type { Order } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button, Skeleton } from '@shop/ui';
import { lazy, Suspense, useState } from 'react';
import './save-as-list.css';

// The form and the lists' contracts load on the click: the cart page's JavaScript has a budget.
const SaveListForm = lazy(() => import('./save-list-form').then((module) => ({ default: module.SaveListForm })));

/** "Save as list" under a logged-in buyer's cart (a guest has no lists): names the cart and keeps it. */
export function SaveAsList({ cart }: { cart: Order }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (cart.user_id === null) return null;
  return (
    <section className="save-list" data-testid="save-as-list">
      {open ? (
        <Suspense fallback={<Skeleton height={120} />}>
          <SaveListForm cart={cart} />
        </Suspense>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="save-as-list-open">
          {t('lists.save_open')}
        </Button>
      )}
    </section>
  );
}
