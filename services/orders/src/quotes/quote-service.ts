import { randomUUID } from 'node:crypto';
import type {
  Locale,
  Order,
  Quote,
  QuoteList,
  QuoteListQuery,
  QuoteSummary,
  QuoteView,
  RequestQuoteBody,
} from '@shop/contracts';
import { RequestQuoteBodySchema } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { holdsCart, type Requester } from '../shared/cart-access';
import type { CartRequest, CartService } from '../cart/cart-service';
import type { PricingConfig } from '../shared/pricing/pricing-config';
import type { VariantCatalogue } from '../shared/variant-catalogue';
import { RevisionConflictError, type OrderStore } from '../shared/order-store';
import type { RevisedQuote } from '../shared/quote-store';
import { localeFormat } from '../documents/locale-format';
import type { QuoteLinks } from './quote-links';
import { requestChanges, roundOf, type ChangesInput } from './quote-rounds';
import {
  accepted,
  checkAcceptable,
  orderQuoteOf,
  priceQuote,
  quoteNumberFor,
  statusOf,
  type PriceInput,
} from './quote-state';

export interface QuoteServiceDeps {
  store: OrderStore;
  carts: CartService;
  links: QuoteLinks;
  /** Where a product a buyer adds in a later round gets its code, title and list price. */
  catalogue: VariantCatalogue;
  pricing: PricingConfig;
  /** Today in the shop's time zone (YYYY-MM-DD): validity is counted in its days. */
  today: () => string;
  now?: () => Date;
}

/** How a buyer's call proves it is the quote's buyer: the session, and for a guest the buyer link's token. */
export interface QuoteBuyerProof {
  who: Requester;
  /** The token of `Authorization: Bearer` (undefined without the header, 'malformed' for a header of another shape). */
  token: string | undefined;
}

const notFound = () => HttpError.notFound();

/** A quote as its buyer and the seller read it: the owner's id stays inside. */
export function quoteView(quote: Quote, today: string): QuoteView {
  const { user_id: _owner, ...rest } = quote;
  return { ...rest, status: statusOf(quote, today) };
}

/** A quote as the buyer's list shows it. */
export function quoteSummary(quote: Quote, today: string): QuoteSummary {
  return {
    uuid: quote.uuid,
    number: quote.number,
    status: statusOf(quote, today),
    created_at: quote.created_at,
    lines: quote.lines.length,
    total: quote.pricing?.total ?? null,
    valid_until: quote.pricing?.valid_until ?? null,
  };
}

/**
 * Quotes (docs/orders.md, "Quotes"): a cart frozen into a request, priced by the seller through
 * the pricing link, read and accepted by the buyer it was made for, once, before it expires.
 */
export class QuoteService {
  private readonly now: () => Date;

  constructor(private readonly deps: QuoteServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Freezes a cart the requester holds into a quote request: its lines and quantities, the
   * catalogue's prices then as the seller's reference, the buyer's details and note. The cart
   * stays as it is and the quote does not follow it. Committed with `quote.requested` (the
   * seller's and the buyer's mails).
   */
  /**
   * `admit` runs once the requester is known to hold the cart, before anything is written or
   * mailed (the route's rate limits: a stranger's attempts then count against nobody's allowance).
   */
  async request(
    body: RequestQuoteBody,
    who: Requester,
    locale: Locale,
    admit: () => void | Promise<void> = () => {},
  ): Promise<Quote> {
    const { cart_uuid, note, buyer } = RequestQuoteBodySchema.parse(body);
    const cart = await this.deps.store.findByUuid(cart_uuid);
    if (!cart || cart.order_status !== 'created' || !holdsCart(cart, who)) throw notFound();
    await admit();
    if (cart.items.length === 0) throw new HttpError(409, 'CART_EMPTY', 'cart.empty');
    if (cart.quote)
      throw new HttpError(409, 'QUOTE_STATE', 'quote.cart_of_quote', [
        { field: 'cart_uuid', reason: 'quote.cart_of_quote' },
      ]);
    const quote: Quote = {
      uuid: randomUUID(),
      number: quoteNumberFor(await this.deps.store.nextSequence('quote')),
      state: 'requested',
      locale,
      created_at: this.now().toISOString(),
      user_id: who.buyer?.userid ?? null,
      buyer,
      note,
      lines: cart.items.map((item) => ({
        variant_id: item.variant_id,
        code: item.code,
        title: item.fullTitle,
        quantity: item.quantity,
        list_price: item.price,
      })),
      pricing: null,
      rounds: [],
      accepted: null,
    };
    await this.deps.store.quotes.insert(quote, [
      { topic: 'quote.requested', payload: { uuid: quote.uuid }, key: quote.uuid },
    ]);
    return quote;
  }

  /**
   * The quote for the buyer it was made for: a logged-in buyer's only with their session; a
   * guest's only with its buyer link. Anyone else gets 404, as for a quote that does not exist;
   * a forged or expired link gets 401 with its reason whatever the uuid, so neither answer tells
   * a stranger whether a quote exists, or whose it is.
   */
  async forBuyer(uuid: string, proof: QuoteBuyerProof): Promise<RevisedQuote> {
    const found = await this.deps.store.quotes.findRevised(uuid);
    const owner = found?.quote.user_id ?? null;
    if (found && owner !== null && proof.who.buyer?.userid === owner) return found;
    if (proof.token === undefined) throw notFound();
    const claims = this.deps.links.verify(proof.token, 'quote_buyer');
    if (!found || owner !== null || claims.quote !== uuid) throw notFound();
    return found;
  }

  /**
   * The signed-in buyer's own quotes, newest first. A guest's quotes are opened by their links
   * only, so a caller without a session is told to log in (401).
   */
  async listFor(who: Requester, page: QuoteListQuery): Promise<QuoteList> {
    if (!who.buyer) throw HttpError.unauthorized();
    const { quotes, next } = await this.deps.store.quotes.forUser(who.buyer.userid, page);
    return { quotes: quotes.map((quote) => quoteSummary(quote, this.deps.today())), next };
  }

  /** The quote the seller's pricing link opens. */
  async forSeller(token: string | undefined): Promise<RevisedQuote> {
    const claims = this.deps.links.verify(token, 'quote_pricing');
    const found = await this.deps.store.quotes.findRevised(claims.quote);
    if (!found) throw new HttpError(403, 'FORBIDDEN', 'quote.link_not_for_this');
    return found;
  }

  /** The seller's prices: stored over the revision read with `quote.priced` (the buyer's mail with the PDF). */
  async price(token: string | undefined, input: PriceInput, locale: Locale): Promise<Quote> {
    const { quote, revision } = await this.forSeller(token);
    const priced = priceQuote(quote, input, {
      today: this.deps.today(),
      now: this.now(),
      pricing: this.deps.pricing,
      day: localeFormat(locale).day,
    });
    try {
      await this.deps.store.quotes.replace(priced, revision, [
        { topic: 'quote.priced', payload: { uuid: quote.uuid }, key: quote.uuid },
      ]);
    } catch (error) {
      if (error instanceof RevisionConflictError)
        throw new HttpError(409, 'QUOTE_STATE', 'quote.already_priced', [
          { field: 'quote', reason: 'quote.already_priced' },
        ]);
      throw error;
    }
    return priced;
  }

  /**
   * Accepting: once, on or before the validity date, by its buyer. Makes the quote's cart (its
   * lines at the quoted prices, owned by the requester as a new cart is), then marks the quote
   * accepted over the revision read: of two acceptances at once one wins, the other gets 409 and
   * its cart is left unreferenced (an empty-handed cart nobody is sent to).
   */
  async accept(uuid: string, proof: QuoteBuyerProof, locale: Locale, cartRequest: () => CartRequest): Promise<Order> {
    const { quote, revision } = await this.forBuyer(uuid, proof);
    checkAcceptable(quote, this.deps.today(), localeFormat(locale).day);
    // Only now the requester is made a cart holder (a guest's browser gets its cart-access key).
    const cart = await this.deps.carts.fromQuote(orderQuoteOf(quote), cartRequest());
    try {
      await this.deps.store.quotes.replace(accepted(quote, cart.uuid, this.now()), revision);
    } catch (error) {
      if (error instanceof RevisionConflictError)
        throw new HttpError(409, 'QUOTE_STATE', 'quote.already_accepted', [
          { field: 'quote', reason: 'quote.already_accepted' },
        ]);
      throw error;
    }
    return cart;
  }

  /**
   * The buyer answers a priced quote with changes (docs/orders.md, "Quotes"): the offer becomes an
   * earlier round and the seller prices the next, told by `quote.changes-requested` committed with it.
   * Of two answers at once one wins the revision; the other is told the changes are with the seller.
   */
  async changes(uuid: string, proof: QuoteBuyerProof, input: ChangesInput): Promise<Quote> {
    const { quote, revision } = await this.forBuyer(uuid, proof);
    const added = input.lines
      .map((line) => line.variant_id)
      .filter((id) => !quote.lines.some((l) => l.variant_id === id));
    const variants = added.length > 0 ? await this.deps.catalogue.getVariants(added, quote.locale) : new Map();
    const next = requestChanges(quote, input, variants, this.now());
    try {
      await this.deps.store.quotes.replace(next, revision, [
        { topic: 'quote.changes-requested', payload: { uuid, round: roundOf(next) }, key: uuid },
      ]);
    } catch (error) {
      if (error instanceof RevisionConflictError)
        throw new HttpError(409, 'QUOTE_STATE', 'quote.changes_pending', [
          { field: 'quote', reason: 'quote.changes_pending' },
        ]);
      throw error;
    }
    return next;
  }

  today(): string {
    return this.deps.today();
  }
}
