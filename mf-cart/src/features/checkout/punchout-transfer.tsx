import { apiPath } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button } from '@shop/ui';

/**
 * A punch-out session's way out of the cart (docs/procurement.md): instead of the checkout, the
 * cart goes back to the purchasing system. A plain form post: the answer is the server's page that
 * hands the cart over, and it works before the page has hydrated.
 */
export function PunchoutTransfer({ uuid }: { uuid: string }) {
  const t = useT();
  return (
    <form method="post" action={apiPath('/orders/punchout/transfer')} className="checkout__punchout">
      <input type="hidden" name="uuid" value={uuid} />
      <p className="checkout__punchout-hint">{t('punchout.transfer_hint')}</p>
      <Button type="submit" data-testid="punchout-transfer">
        {t('punchout.transfer')}
      </Button>
    </form>
  );
}
