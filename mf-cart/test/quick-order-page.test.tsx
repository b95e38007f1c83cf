import { callPathOf, type QuickOrderResolvedLine } from '@shop/contracts';
import { useCartStore, useLocaleStore } from '@shop/state';
import { renderWithProviders } from '@shop/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { QuickOrderPage } from '../src/features/quick-order/quick-order-page';
import { useQuickOrderLines } from '../src/stores/quick-order-lines';
import { checkoutCart } from './helpers/orders';

/** The catalogue as the fake server knows it: code -> id, price, minimum. */
const catalogue: Record<string, { id: number; price: number; min: number }> = {
  'DFT-1': { id: 1, price: 12_900, min: 1 },
  'DFT-2': { id: 2, price: 2_450, min: 10 },
  'DFT-3': { id: 3, price: 990, min: 1 },
};

function resolved(code: string, quantity: number): QuickOrderResolvedLine {
  const known = catalogue[code.toUpperCase()];
  if (!known)
    return {
      code,
      quantity,
      variant: null,
      line_total: null,
      problem: { reason: 'unknown_code', message: 'No product has this code.' },
    };
  const variant = {
    id: known.id,
    code: code.toUpperCase(),
    title: `Gate ${known.id}`,
    sale_price: known.price,
    min_order: known.min,
    availability: 'available' as const,
    delivery_estimate: { kind: 'range' as const, min: 1, max: 3 },
    supplier: { id: 1, name: 'Pirkan Rauta Oy', slug: 'pirkan-rauta-oy' },
    attributes: [{ label: 'Width', display: '3000 mm' }],
    picture: null,
  };
  const problem =
    quantity < known.min
      ? { reason: 'below_minimum' as const, message: `Minimum order quantity: ${known.min} pieces` }
      : null;
  // A cent more than the page could work out itself: it shows the server's line total as it is.
  return { code, quantity, variant, line_total: problem ? null : known.price * quantity + 1, problem };
}

interface Sent {
  path: string;
  body: { lines: { code?: string; quantity?: number; variantId?: number; amount?: number }[]; uuid?: string };
}

/** Plays the gateway: resolve answers from the catalogue above, add-many with `addAnswer`. */
function fakeServer(addAnswer: (body: Sent['body']) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = callPathOf(String(input)) ?? String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Sent['body'];
    sent.push({ path, body });
    const answer =
      path === '/productVariant/resolve'
        ? { status: 200, body: { lines: body.lines.map((l) => resolved(l.code!, l.quantity!)) } }
        : path === '/orders/add-many'
          ? addAnswer(body)
          : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'not found' } };
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => JSON.stringify(answer.body),
    } as Response;
  }) as typeof fetch;
  return sent;
}

const paste = async (text: string) => {
  fireEvent.change(screen.getByTestId('quick-order-text'), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByTestId('quick-order-check')));
};

describe('QuickOrderPage', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useQuickOrderLines.getState().clear();
    useCartStore.setState({ cartUuid: null });
  });

  it('checks pasted lines, shows the server’s prices and why a line fails, adds only when all are fixed', async () => {
    const sent = fakeServer((body) => ({
      status: 200,
      body: { ...checkoutCart, length: body.lines.reduce((n, l) => n + l.amount!, 0) },
    }));
    renderWithProviders(<QuickOrderPage />);
    await paste('Code\tQuantity\nDFT-1\t2\nNOPE-9\t1\nDFT-2\t3\n');

    const lines = await screen.findAllByTestId('quick-line');
    expect(lines).toHaveLength(3);
    expect(within(lines[0]!).getByText('Gate 1')).toBeInTheDocument();
    expect(within(lines[0]!).getByTestId('quick-line-unit')).toHaveTextContent('€129.00');
    expect(lines[0]).toHaveTextContent('€258.01');
    expect(within(lines[1]!).getByTestId('quick-line-problem')).toHaveTextContent('No product has this code.');
    expect(within(lines[2]!).getByTestId('quick-line-problem')).toHaveTextContent('Minimum order quantity: 10 pieces');
    expect(screen.getByTestId('quick-order-summary')).toHaveTextContent('1 of 3 lines ready');
    expect(screen.getByTestId('quick-order-add-all')).toBeDisabled();

    // Fixed in place: a code corrected, a quantity raised; each line is checked again when left.
    const code = within(lines[1]!).getByTestId('quick-line-code');
    fireEvent.change(code, { target: { value: 'dft-3' } });
    await act(async () => fireEvent.blur(code));
    const quantity = within(lines[2]!).getByTestId('quick-line-quantity');
    fireEvent.change(quantity, { target: { value: '10' } });
    await act(async () => fireEvent.blur(quantity));
    expect(await screen.findByText('3 of 3 lines ready')).toBeInTheDocument();
    expect(sent.filter((s) => s.path === '/productVariant/resolve').map((s) => s.body.lines)).toEqual([
      [
        { code: 'DFT-1', quantity: 2 },
        { code: 'NOPE-9', quantity: 1 },
        { code: 'DFT-2', quantity: 3 },
      ],
      [{ code: 'dft-3', quantity: 1 }],
      [{ code: 'DFT-2', quantity: 10 }],
    ]);

    await act(async () => fireEvent.click(screen.getByTestId('quick-order-add-all')));
    expect(sent.at(-1)).toEqual({
      path: '/orders/add-many',
      body: {
        lines: [
          { variantId: 1, amount: 2 },
          { variantId: 3, amount: 1 },
          { variantId: 2, amount: 10 },
        ],
      },
    });
    expect(await screen.findByTestId('quick-order-added')).toHaveTextContent('3 lines added to the cart.');
    expect(screen.getByTestId('quick-order-to-cart')).toHaveAttribute('href', `/cart/${checkoutCart.uuid}`);
    expect(useCartStore.getState().cartUuid).toBe(checkoutCart.uuid);
    expect(screen.queryAllByTestId('quick-line')).toHaveLength(0);
  });

  it('marks the lines the cart refused when adding, with the server’s reasons, and adds nothing', async () => {
    fakeServer(() => ({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'CART_REFUSED',
        message: 'Nothing was added to the cart: 1 line cannot be ordered as it is.',
        issues: [{ field: 'lines.1.variantId', reason: 'Some products are no longer available' }],
      },
    }));
    renderWithProviders(<QuickOrderPage />);
    await paste('DFT-1 2\nDFT-3 4');
    expect(await screen.findByText('2 of 2 lines ready')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByTestId('quick-order-add-all')));
    expect(await screen.findByTestId('quick-order-add-error')).toHaveTextContent(
      'Nothing was added to the cart: 1 line cannot be ordered as it is.',
    );
    const lines = screen.getAllByTestId('quick-line');
    expect(lines[0]).toHaveAttribute('data-status', 'ready');
    expect(within(lines[1]!).getByTestId('quick-line-problem')).toHaveTextContent(
      'Some products are no longer available',
    );
    expect(screen.getByTestId('quick-order-add-all')).toBeDisabled();
    // Removing the refused line leaves a list the cart can take.
    fireEvent.click(within(lines[1]!).getByTestId('quick-line-remove'));
    expect(screen.getByTestId('quick-order-add-all')).toBeEnabled();
  });

  it('says a quantity that is no number without asking the server, and refuses more lines than fit', async () => {
    const sent = fakeServer(() => ({ status: 500, body: {} }));
    renderWithProviders(<QuickOrderPage />);
    await paste('DFT-1;zwei\nDFT-3;1');
    const lines = await screen.findAllByTestId('quick-line');
    expect(within(lines[0]!).getByTestId('quick-line-problem')).toHaveTextContent('Give the quantity as a number.');
    expect(sent.filter((s) => s.path === '/productVariant/resolve').map((s) => s.body.lines)).toEqual([
      [{ code: 'DFT-3', quantity: 1 }],
    ]);
    await paste(Array.from({ length: 199 }, (_, i) => `DFT-${i} 1`).join('\n'));
    expect(screen.getByTestId('quick-order-said')).toHaveTextContent('At most 200 lines at once.');
    expect(screen.getAllByTestId('quick-line')).toHaveLength(2);
  });
});
