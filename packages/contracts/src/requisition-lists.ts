import { z } from 'zod';
import { cartLineMaxQuantity } from './order';

/** The account's page of a buyer's and their company's lists (mf-account's RequisitionListsPage). */
export const requisitionListsPagePath = '/lists';
export const requisitionListPagePath = (uuid: string) => `${requisitionListsPagePath}/${uuid}`;

export const requisitionListNameMax = 80;
export const requisitionListNoteMax = 200;
/** As many lines as a quick order adds at once: a list turns into a cart in one change. */
export const requisitionListMaxLines = 200;

const NameSchema = z.string().trim().min(1, 'validation.required').max(requisitionListNameMax, 'validation.too_long');
const QuantitySchema = z
  .number('lists.quantity_invalid')
  .int('lists.quantity_invalid')
  .min(1, 'lists.quantity_invalid')
  .max(cartLineMaxQuantity, 'lists.quantity_invalid');
const NoteSchema = z.string().trim().max(requisitionListNoteMax, 'validation.too_long');

/** Who made or last changed a list, as the company's members see them. */
export const ListPersonSchema = z.object({ user_id: z.number().int().positive(), name: z.string() });

export const RequisitionListLineSchema = z.object({
  variant_id: z.number().int().positive(),
  /** The code and title the line was added with: still shown when the catalogue no longer has the variant. */
  code: z.string(),
  title: z.string(),
  quantity: QuantitySchema,
  /** Becomes the cart line's reference when the list goes into a cart. */
  note: z.string(),
});
export type RequisitionListLine = z.infer<typeof RequisitionListLineSchema>;

/**
 * A requisition list (a saved cart): its owner's, and while `shared` also their company's members'
 * to read, put into a cart and order. No prices: a list goes into a cart at the day's prices.
 */
export const RequisitionListSchema = z.object({
  uuid: z.string().uuid(),
  name: z.string(),
  owner: ListPersonSchema,
  /** The owner's company when the list was saved; null for a private buyer, whose list is never shared. */
  company_id: z.string().nullable(),
  shared: z.boolean(),
  lines: z.array(RequisitionListLineSchema),
  created_at: z.string(),
  created_by: ListPersonSchema,
  updated_at: z.string(),
  updated_by: ListPersonSchema,
});
export type RequisitionList = z.infer<typeof RequisitionListSchema>;

/**
 * A list as its reader gets it: with whether they may rename, share, edit and delete it (its owner,
 * a company admin).
 */
export const RequisitionListViewSchema = RequisitionListSchema.extend({ may_manage: z.boolean() });
export type RequisitionListView = z.infer<typeof RequisitionListViewSchema>;

/** GET /orders/lists: the caller's own lists and the lists their company's other members share, newest change first. */
export const RequisitionListsAnswerSchema = z.object({
  mine: z.array(RequisitionListViewSchema),
  company: z.array(RequisitionListViewSchema),
});
export type RequisitionListsAnswer = z.infer<typeof RequisitionListsAnswerSchema>;

/** POST /orders/lists: the caller's open cart saved under a name. */
export const SaveRequisitionListBodySchema = z
  .object({ name: NameSchema, cart: z.string().uuid('validation.invalid') })
  .strict()
  .meta({ examples: [{ name: 'Baustelle Hafen, Zaun Abschnitt B', cart: '0f5c6c3e-1d8b-4e43-9b57-0a0d3f2b9a11' }] });
export type SaveRequisitionListBody = z.infer<typeof SaveRequisitionListBodySchema>;

/** PATCH /orders/lists/{uuid}: a new name, and/or shared with the company or not. */
export const ChangeRequisitionListBodySchema = z
  .object({ name: NameSchema.optional(), shared: z.boolean().optional() })
  .strict()
  .meta({ examples: [{ shared: true }] });
export type ChangeRequisitionListBody = z.infer<typeof ChangeRequisitionListBodySchema>;

/**
 * POST /orders/lists/{uuid}/lines: a variant (found by its code with quick order's resolve) added,
 * or its quantity raised.
 */
export const AddRequisitionListLineBodySchema = z
  .object({
    variant_id: z.number().int().positive('validation.invalid'),
    quantity: QuantitySchema,
    note: NoteSchema.optional(),
  })
  .strict()
  .meta({ examples: [{ variant_id: 102, quantity: 12 }] });
export type AddRequisitionListLineBody = z.infer<typeof AddRequisitionListLineBodySchema>;

/** PATCH /orders/lists/{uuid}/lines/{variantId}: the line's quantity and/or note. */
export const ChangeRequisitionListLineBodySchema = z
  .object({ quantity: QuantitySchema.optional(), note: NoteSchema.optional() })
  .strict()
  .meta({ examples: [{ quantity: 24 }] });
export type ChangeRequisitionListLineBody = z.infer<typeof ChangeRequisitionListLineBodySchema>;

/** POST /orders/lists/{uuid}/to-cart: into the caller's current cart (`cart`), or a new one. */
export const RequisitionListToCartBodySchema = z
  .object({ cart: z.string().uuid('validation.invalid').optional() })
  .strict()
  .meta({ examples: [{}] });
export type RequisitionListToCartBody = z.infer<typeof RequisitionListToCartBodySchema>;

export const RequisitionListParamsSchema = z.object({ uuid: z.string().uuid('validation.invalid') });
export const RequisitionListLineParamsSchema = z.object({
  uuid: z.string().uuid('validation.invalid'),
  variantId: z.coerce.number().int().positive('validation.invalid'),
});
