// Not through the shared '@shop/contracts': the page's one copy of that is the shell's, so a remote
// would report the shell's contract version instead of the one it was built against.
import { catalogueRemoteContract, type RemoteApp } from '@shop/contracts/remote-apps';
import { catalogueMessages } from '@shop/i18n/apps/catalogue';
import { lazy } from 'react';

/** mf_catalogue/app: what this remote gives the shell (its contract in @shop/contracts; its pages in pages.ts). */
const app: RemoteApp<'catalogue'> = {
  remote: 'catalogue',
  contractVersion: catalogueRemoteContract.version,
  messages: catalogueMessages,
  components: {
    HomeCategories: lazy(() => import('./features/home-categories/home-categories')),
    VariantRows: lazy(() => import('./features/home-rows/variant-rows')),
    SearchBar: lazy(() => import('./features/search-bar/search-bar')),
    SearchPage: lazy(() => import('./features/search-page/search-page')),
    CategoryPage: lazy(() => import('./features/category-page/category-page')),
    ProductPage: lazy(() => import('./features/product-page/product-page')),
    VariantPage: lazy(() => import('./features/variant-page/variant-page')),
    SupplierPage: lazy(() => import('./features/supplier-page/supplier-page')),
  },
};

export default app;
