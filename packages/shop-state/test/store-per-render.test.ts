/**
 * @jest-environment node
 */
// Each server render has stores, cookies and embedded answers of its own (@shop/state/server), while
// renders of other requests run in between; the process's own stores are the page's, untouched.
import type { Order } from '@shop/contracts';
import { badgeCount, cartQuery, getCookie, useAuthStore, useCartStore, useLocaleStore, useUiStore } from '../src';
import { countedCart } from '../src/testing';
import { renderWithRequestState } from '../src/server/request-state';

const cartUuid = '3f1c2a9e-5b7d-4c8e-9a1b-2c3d4e5f6a7b';

/** The header's count as a render starts it: from the request's cart cookie and its embedded answer. */
function headerCount(): number {
  const uuid = useCartStore.getState().cartUuid;
  return uuid ? badgeCount((cartQuery(uuid).initialData as () => Order | undefined)()) : 0;
}

/** A step a render waits for, taken when the test says. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the stores of a server render', () => {
  it("start from the request's cookies and answers, and keep what the render writes to the request", async () => {
    const [first, second] = [gate(), gate()];
    const seen: Record<string, unknown[]> = { fi: [], de: [] };
    const fi = renderWithRequestState(
      {
        locale: 'fi',
        cookie: `logged_in=1; cart_id=${cartUuid}`,
        answers: {
          locale: 'fi',
          calls: { [`/orders/by-id/${cartUuid}`]: countedCart(cartUuid, 4) },
        },
      },
      async () => {
        useUiStore.getState().notify('info', 'Valmis');
        await first.opened;
        seen.fi!.push(
          useLocaleStore.getState().locale,
          useAuthStore.getState().loggedIn,
          headerCount(),
          getCookie('cart_id'),
          useUiStore.getState().notifications.map((n) => n.message),
        );
      },
    );
    const de = renderWithRequestState({ locale: 'de', cookie: '', answers: { locale: 'de', calls: {} } }, async () => {
      await second.opened;
      seen.de!.push(
        useLocaleStore.getState().locale,
        useAuthStore.getState().loggedIn,
        headerCount(),
        getCookie('cart_id'),
        useUiStore.getState().notifications.map((n) => n.message),
      );
    });
    second.open();
    await de;
    first.open();
    await fi;
    expect(seen).toEqual({
      fi: ['fi', true, 4, cartUuid, ['Valmis']],
      de: ['de', false, 0, null, []],
    });
    expect(useUiStore.getState().notifications).toEqual([]);
    expect([useAuthStore.getState().loggedIn, useCartStore.getState().cartUuid, getCookie('cart_id')]).toEqual([
      false,
      null,
      null,
    ]);
  });

  it("hands React's server snapshot the request's state as the render first read it", async () => {
    const initial = await renderWithRequestState(
      { locale: 'et', cookie: '', answers: { locale: 'et', calls: {} } },
      async () => {
        useLocaleStore.setState({ locale: 'en' });
        return useLocaleStore.getInitialState().locale;
      },
    );
    expect(initial).toBe('et');
  });
});
