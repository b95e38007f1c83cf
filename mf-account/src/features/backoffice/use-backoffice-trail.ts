import { backofficePagePath } from '@shop/contracts';
import { useBreadcrumbs, useT, type Breadcrumb } from '@shop/state';

/** A back-office page's trail: "Back office", then the page when it is not the order list itself. */
export function useBackofficeTrail(page?: Breadcrumb): void {
  const t = useT();
  useBreadcrumbs([{ label: t('backoffice.nav_label'), href: backofficePagePath }, ...(page ? [page] : [])]);
}
