import { useT } from '@shop/state';
import { useEffect } from 'react';

/**
 * Keeps <title> right after client-side navigation; the gateway sends the same title with the
 * first HTML of the page.
 */
export function usePageTitle(title: string | undefined): void {
  const t = useT();
  const shopName = t('shop.name');
  useEffect(() => {
    if (title) document.title = `${title} | ${shopName}`;
  }, [title, shopName]);
}
