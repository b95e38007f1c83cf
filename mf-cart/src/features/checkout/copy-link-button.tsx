import { useT, useUiStore } from '@shop/state';
import { Button } from '@shop/ui';
import { copyToClipboard } from './copy-to-clipboard';

/**
 * "Copy link": the link on the clipboard and a "link copied" toast, or a toast to copy it by hand.
 * `link` may be a path of the shop: it is made absolute when copied, so the button also renders on
 * a server, which has no page address.
 */
export function CopyLinkButton({ link, testId }: { link: string; testId: string }) {
  const t = useT();
  const notify = useUiStore((state) => state.notify);
  const copy = async () => {
    const copied = await copyToClipboard(new URL(link, window.location.href).href);
    notify(copied ? 'success' : 'error', t(copied ? 'checkout.link_copied' : 'checkout.link_copy_failed'));
  };
  return (
    <Button type="button" variant="secondary" onClick={() => void copy()} data-testid={testId}>
      {t('checkout.copy_link')}
    </Button>
  );
}
