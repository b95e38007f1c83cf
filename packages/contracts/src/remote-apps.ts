import type { ComponentType } from 'react';
import { z } from 'zod';
import { locales, type Locale } from './common';
import { RemoteNameSchema, type RemoteName } from './remotes';

/**
 * What each remote exposes to the shell: one module per remote (`<container>/app`) whose default
 * export is that remote's app object below. Each component in it is lazy, so a page still loads
 * only its own chunks.
 *
 * A contract's `version` counts breaking changes: a component removed or renamed, a prop added as
 * required or changed. Adding a component or an optional prop keeps the version, so a remote
 * released alone with such an addition still loads in the shell that is live. The shell accepts
 * exactly the version it was built with and shows the remote's fallback for any other.
 *
 * Version 2: each app brings its texts (`messages`), which the shell loads with it. A remote's pages
 * are no part of the contract: each release declares its own (remote-pages.ts).
 */
export const remoteAppExpose = 'app';

/** mf_catalogue/VariantRows: one row of ranked variants; the host page writes the heading. */
export interface VariantRowProps {
  /** Which ranking: GET /productVariant/top or /popular. */
  list: 'top' | 'popular';
  /** The id of the heading that names the row. */
  labelledBy?: string;
}

/**
 * With ?login=true, `back=true` asks the drawer to come back to the page after logging in instead of
 * going to the profile (a page that needs its visitor logged in); closing the drawer drops both.
 */
export const loginReturnParam = 'back';

/** mf_account/LoginDrawer: opened by the shell (?login=true), closed by the buyer. */
export interface LoginDrawerProps {
  open: boolean;
  onClose: () => void;
}

export const catalogueRemoteContract = {
  remote: 'catalogue',
  version: 2,
  components: ['HomeCategories', 'VariantRows', 'SearchBar'],
} as const;

export const cartRemoteContract = {
  remote: 'cart',
  version: 2,
  // CartActions renders nothing: it answers the cart actions other remotes ask for (cart-actions store).
  components: ['CartButton', 'CartActions'],
} as const;

export const accountRemoteContract = {
  remote: 'account',
  version: 2,
  // ProfilePage: the logged-in side of the shell's own /users/profile.
  components: ['LoginDrawer', 'ProfilePage'],
} as const;

export const remoteContracts = {
  catalogue: catalogueRemoteContract,
  cart: cartRemoteContract,
  account: accountRemoteContract,
} as const satisfies Record<RemoteName, { remote: RemoteName; version: number; components: readonly string[] }>;

/** The props of each component, by remote: what the shell may pass and the remote must accept. */
export interface RemoteComponentProps {
  catalogue: { HomeCategories: object; VariantRows: VariantRowProps; SearchBar: object };
  cart: { CartButton: object; CartActions: object };
  account: { LoginDrawer: LoginDrawerProps; ProfilePage: object };
}

export type RemoteComponentName<R extends RemoteName> = (typeof remoteContracts)[R]['components'][number];

/** The props of one component; a component the table above does not list takes none. */
export type RemotePropsOf<
  R extends RemoteName,
  C extends RemoteComponentName<R>,
> = C extends keyof RemoteComponentProps[R] ? RemoteComponentProps[R][C] : object;

/**
 * The texts an app owns, per language, each loaded on demand (its own chunk). A remote's texts
 * travel with its release: a new release's new texts show in a shell that was never rebuilt.
 */
export type MessageSource = Record<Locale, () => Promise<Record<string, string>>>;

/**
 * The default export of `<container>/app`. Besides the contract's components it holds the
 * components of the remote's own pages (src/pages.ts names them; remote-pages.ts): the shell finds
 * those by the name the page declares, so a page added by a release is no change of contract.
 */
export interface RemoteApp<R extends RemoteName> {
  remote: R;
  contractVersion: number;
  /** Added by the shell (`@shop/i18n` addMessages) and loaded in the page's language before any component renders. */
  messages: MessageSource;
  components: { [C in RemoteComponentName<R>]: ComponentType<RemotePropsOf<R, C>> } & {
    readonly [page: string]: ComponentType<never>;
  };
}

/** What the shell checks of a loaded app before it renders anything from it. */
export const RemoteAppHeaderSchema = z.object({
  remote: RemoteNameSchema,
  contractVersion: z.number().int().positive(),
  components: z.record(z.string(), z.unknown()),
});

const isFunction = (value: unknown) => typeof value === 'function';
const MessageSourceSchema = z.object(
  Object.fromEntries(locales.map((locale) => [locale, z.custom<() => unknown>(isFunction)])),
);

/** Why a loaded app cannot be used by this shell, or null when it can. */
export function remoteAppMismatch(remote: RemoteName, loaded: unknown): string | null {
  const header = RemoteAppHeaderSchema.safeParse(loaded);
  if (!header.success) return `${remote}: the exposed app is not a remote app object`;
  const contract = remoteContracts[remote];
  if (header.data.remote !== remote) return `${remote}: the entry holds the ${header.data.remote} remote`;
  if (header.data.contractVersion !== contract.version) {
    return `${remote}: contract version ${header.data.contractVersion}, this shell needs ${contract.version}`;
  }
  const missing = contract.components.filter((name) => header.data.components[name] === undefined);
  if (missing.length > 0) return `${remote}: components missing: ${missing.join(', ')}`;
  const messages = MessageSourceSchema.safeParse((loaded as { messages?: unknown }).messages);
  return messages.success ? null : `${remote}: no texts loader for each language (${locales.join(', ')})`;
}

/** mf-catalogue (or any page) asks mf-cart to add a variant; mf-cart owns the cart logic. */
export const AddToCartRequestSchema = z.object({
  variantId: z.number().int().positive(),
  amount: z.number().int().positive(),
  /** For the cart's analytics event: what the buyer added, as the page shows it. */
  title: z.string().optional(),
  priceCents: z.number().int().nonnegative().optional(),
});
export type AddToCartRequest = z.infer<typeof AddToCartRequestSchema>;
