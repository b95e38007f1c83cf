import { useDocumentHead, useT } from '@shop/state';

/** The head of a product or variant page after client-side navigation, worded as the gateway sends it first. */
export function useProductHead(title: string | undefined, supplier: string | undefined): void {
  const t = useT();
  useDocumentHead(
    title ? t('head.product.title', { title }) : undefined,
    title && supplier ? t('head.product.description', { title, supplier }) : undefined,
  );
}
