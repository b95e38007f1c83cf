import { z } from 'zod';

/** Who did something on a company's order: shown to the company's members, never their e-mail. */
export const CompanyPersonSchema = z.object({ userid: z.number().int().positive(), name: z.string() });
export type CompanyPerson = z.infer<typeof CompanyPersonSchema>;

/**
 * An order above its buyer's limit waits for one of the company's admins (docs/orders.md,
 * "Approvals"): who may decide (their names, as the buyer is told), what the limit was, and once
 * decided, by whom, when and with what comment.
 */
export const OrderApprovalSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']),
  /** The buyer's limit at completion, in cents with VAT. */
  limit: z.number().int().min(0),
  approvers: z.array(z.string()),
  requested_at: z.string().datetime(),
  decided_by: CompanyPersonSchema.optional(),
  decided_at: z.string().datetime().optional(),
  comment: z.string().optional(),
});
export type OrderApproval = z.infer<typeof OrderApprovalSchema>;

/**
 * An order on invoice above its company's credit limit that the buyer sent for the shop's approval
 * instead of paying by card (docs/orders.md, "Credit limit"): the company admins' approval's shape,
 * decided by an operator (their e-mail), with the limit and the open balance at completion.
 */
export const OrderCreditApprovalSchema = OrderApprovalSchema.omit({ approvers: true, decided_by: true }).extend({
  /** The company's credit limit at completion, cents with VAT. */
  limit: z.number().int().min(0),
  /** What the company owed on open invoices at completion, cents with VAT, this order not included. */
  open_balance: z.number().int(),
  /** The operator's e-mail. */
  decided_by: z.string().optional(),
});
export type OrderCreditApproval = z.infer<typeof OrderCreditApprovalSchema>;

/** The company an order was placed for, and by whom: the company's shared history shows both. */
export const OrderCompanySchema = z.object({
  /** The users service's company id (CompanyMembershipSchema.company_id). */
  id: z.string().min(1),
  name: z.string(),
  placed_by: CompanyPersonSchema,
});
export type OrderCompany = z.infer<typeof OrderCompanySchema>;

/** POST /orders/approval/{uuid}: the admin's decision; a rejection needs the reason for the buyer. */
export const ApprovalDecisionBodySchema = z
  .discriminatedUnion('decision', [
    z
      .object({
        decision: z.literal('approve'),
        comment: z.string().trim().max(2000, 'validation.too_long').default(''),
      })
      .strict(),
    z
      .object({
        decision: z.literal('reject'),
        comment: z.string().trim().min(1, 'validation.required').max(2000, 'validation.too_long'),
      })
      .strict(),
  ])
  .meta({ examples: [{ decision: 'approve', comment: 'Passt, Baustelle Pasila.' }] });
export type ApprovalDecisionBody = z.infer<typeof ApprovalDecisionBodySchema>;

/** Where an approval link points (mf-account's approval page), the order's uuid after it. */
export const approvalPagePath = '/approval';
