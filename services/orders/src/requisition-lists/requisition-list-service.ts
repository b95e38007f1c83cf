import { randomUUID } from 'node:crypto';
import {
  cartLineMaxQuantity,
  requisitionListMaxLines,
  type AddRequisitionListLineBody,
  type ChangeRequisitionListBody,
  type ChangeRequisitionListLineBody,
  type Order,
  type RequisitionList,
  type RequisitionListLine,
  type RequisitionListsAnswer,
  type RequisitionListView,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { holdsCart } from '../shared/cart-access';
import type { CartRequest, CartService } from '../cart/cart-service';
import type { NotAdded } from '../cart/merge-order-lines';
import type { SessionBuyer } from '../shared/buyer-directory';
import { RevisionConflictError, type OrderStore } from '../shared/order-store';
import type { VariantCatalogue } from '../shared/variant-catalogue';
import { mayManageList, mayReadList } from './list-access';
import type { RequisitionListStore } from './requisition-list-store';

export interface RequisitionListDeps {
  lists: RequisitionListStore;
  /** The orders, to read the cart a list is saved from. */
  orders: OrderStore;
  carts: CartService;
  catalogue: VariantCatalogue;
  now?: () => Date;
}

/** How often a change is made again from a fresh read when another write came first (as the cart's). */
const conflictAttempts = 5;

const refuse = (status: number, field: string, reasonKey: string) =>
  new HttpError(status, 'LIST_REFUSED', reasonKey, [{ field, reason: reasonKey }]);

const person = (buyer: SessionBuyer) => ({ user_id: buyer.userid, name: buyer.name });

const viewOf = (list: RequisitionList, buyer: SessionBuyer): RequisitionListView => ({
  ...list,
  may_manage: mayManageList(list, buyer),
});

/** A list's lines as cart lines to merge: the note becomes the cart line's reference. */
const mergedLines = (list: RequisitionList) =>
  list.lines.map((line) => ({
    variant_id: line.variant_id,
    code: line.code,
    fullTitle: line.title,
    quantity: line.quantity,
    reference: line.note,
  }));

/**
 * Requisition lists (docs/orders.md, "Requisition lists"): a buyer's named carts, shared with
 * their company or not, put into a cart again at the day's prices. Every call is a logged-in
 * buyer's; a list they may not read is answered as one that does not exist.
 */
export class RequisitionListService {
  private readonly now: () => Date;

  constructor(private readonly deps: RequisitionListDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The open cart the buyer holds, under a name; its line references become the lines' notes. */
  async save(name: string, cartUuid: string, buyer: SessionBuyer, ctx: CartRequest): Promise<RequisitionListView> {
    const cart = await this.deps.orders.findByUuid(cartUuid);
    if (!cart || cart.order_status !== 'created' || !holdsCart(cart, ctx.who)) throw HttpError.notFound();
    if (cart.items.length === 0) throw refuse(409, 'cart', 'cart.empty');
    const at = this.now().toISOString();
    const list: RequisitionList = {
      uuid: randomUUID(),
      name,
      owner: person(buyer),
      company_id: buyer.company?.company_id ?? null,
      shared: false,
      lines: cart.items.slice(0, requisitionListMaxLines).map(lineOf),
      created_at: at,
      created_by: person(buyer),
      updated_at: at,
      updated_by: person(buyer),
    };
    await this.deps.lists.insert(list);
    return viewOf(list, buyer);
  }

  async lists(buyer: SessionBuyer): Promise<RequisitionListsAnswer> {
    const visible = await this.deps.lists.visibleTo(buyer.userid, buyer.company?.company_id ?? null);
    const readable = visible.filter((list) => mayReadList(list, buyer)).map((list) => viewOf(list, buyer));
    return {
      mine: readable.filter((list) => list.owner.user_id === buyer.userid),
      company: readable.filter((list) => list.owner.user_id !== buyer.userid),
    };
  }

  async read(uuid: string, buyer: SessionBuyer): Promise<RequisitionListView> {
    return viewOf((await this.readable(uuid, buyer)).list, buyer);
  }

  /** A new name, shared with the company or not: the owner's or a company admin's. */
  change(uuid: string, body: ChangeRequisitionListBody, buyer: SessionBuyer) {
    return this.manage(uuid, buyer, (list) => {
      if (body.shared && list.company_id === null) throw refuse(409, 'shared', 'lists.share_needs_company');
      return { ...list, name: body.name ?? list.name, shared: body.shared ?? list.shared };
    });
  }

  async remove(uuid: string, buyer: SessionBuyer): Promise<void> {
    const { list } = await this.readable(uuid, buyer);
    if (!mayManageList(list, buyer)) throw refuse(403, 'uuid', 'lists.not_yours');
    await this.deps.lists.delete(uuid);
  }

  /** A variant added, or its quantity added to the line it has; the code and title are the catalogue's. */
  async addLine(uuid: string, body: AddRequisitionListLineBody, buyer: SessionBuyer, ctx: CartRequest) {
    const variant = (await this.deps.catalogue.getVariants([body.variant_id], ctx.locale)).get(body.variant_id);
    if (!variant) throw refuse(400, 'variant_id', 'cart.variant_unknown');
    return this.manage(uuid, buyer, (list) => {
      const existing = list.lines.find((line) => line.variant_id === variant.id);
      if (existing) {
        const quantity = Math.min(existing.quantity + body.quantity, cartLineMaxQuantity);
        const note = body.note ?? existing.note;
        return { ...list, lines: list.lines.map((line) => (line === existing ? { ...line, quantity, note } : line)) };
      }
      if (list.lines.length >= requisitionListMaxLines) throw refuse(409, 'variant_id', 'lists.too_many_lines');
      const line = { variant_id: variant.id, code: variant.code, title: variant.title, quantity: body.quantity };
      return { ...list, lines: [...list.lines, { ...line, note: body.note ?? '' }] };
    });
  }

  changeLine(uuid: string, variantId: number, body: ChangeRequisitionListLineBody, buyer: SessionBuyer) {
    return this.manage(uuid, buyer, (list) => {
      const found = lineNamed(list, variantId);
      const changed = { ...found, quantity: body.quantity ?? found.quantity, note: body.note ?? found.note };
      return { ...list, lines: list.lines.map((line) => (line === found ? changed : line)) };
    });
  }

  removeLine(uuid: string, variantId: number, buyer: SessionBuyer) {
    return this.manage(uuid, buyer, (list) => {
      const found = lineNamed(list, variantId);
      return { ...list, lines: list.lines.filter((line) => line !== found) };
    });
  }

  /** The list's lines into the buyer's current cart (`cartUuid`), or a new one (CartService.mergeInto). */
  async toCart(uuid: string, cartUuid: string | undefined, buyer: SessionBuyer, ctx: CartRequest) {
    const { list } = await this.readable(uuid, buyer);
    return this.deps.carts.mergeInto(mergedLines(list), cartUuid, ctx);
  }

  /** Reorder in one step: always a new cart of the list's lines, for the buyer to take to checkout. */
  async orderNow(uuid: string, buyer: SessionBuyer, ctx: CartRequest): Promise<{ cart: Order; not_added: NotAdded[] }> {
    const { list } = await this.readable(uuid, buyer);
    return this.deps.carts.mergeInto(mergedLines(list), undefined, ctx, { fresh: true });
  }

  private async readable(uuid: string, buyer: SessionBuyer) {
    const found = await this.deps.lists.find(uuid);
    if (!found || !mayReadList(found.list, buyer)) throw HttpError.notFound();
    return found;
  }

  /**
   * One change of a list by whoever may manage it, stored over the revision it was made from and
   * otherwise made again from a fresh read.
   */
  private async manage(
    uuid: string,
    buyer: SessionBuyer,
    mutate: (list: RequisitionList) => RequisitionList,
  ): Promise<RequisitionListView> {
    for (let attempt = 1; ; attempt++) {
      const { list, revision } = await this.readable(uuid, buyer);
      if (!mayManageList(list, buyer)) throw refuse(403, 'uuid', 'lists.not_yours');
      const changed = { ...mutate(list), updated_at: this.now().toISOString(), updated_by: person(buyer) };
      try {
        if (!(await this.deps.lists.replace(changed, revision))) throw HttpError.notFound();
        return viewOf(changed, buyer);
      } catch (error) {
        if (!(error instanceof RevisionConflictError)) throw error;
        if (attempt === conflictAttempts) throw new HttpError(409, 'LIST_BUSY', 'lists.changed_elsewhere');
      }
    }
  }
}

const lineOf = (item: Order['items'][number]): RequisitionListLine => ({
  variant_id: item.variant_id,
  code: item.code,
  title: item.fullTitle,
  quantity: item.quantity,
  note: item.reference,
});

function lineNamed(list: RequisitionList, variantId: number): RequisitionListLine {
  const found = list.lines.find((line) => line.variant_id === variantId);
  if (!found) throw refuse(404, 'variantId', 'cart.item_unknown');
  return found;
}
