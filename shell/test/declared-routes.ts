import { RemotePagesSchema, routesOf, type DeclaredRoutes } from '@shop/contracts';
import accountPages from '../../mf-account/src/pages';
import cartPages from '../../mf-cart/src/pages';
import cataloguePages from '../../mf-catalogue/src/pages';

/** The routes of the remotes' own page declarations, as the gateway gives them to the shell. */
export const declaredRoutes: DeclaredRoutes = routesOf({
  catalogue: RemotePagesSchema.parse(cataloguePages).pages,
  cart: RemotePagesSchema.parse(cartPages).pages,
  account: RemotePagesSchema.parse(accountPages).pages,
});
