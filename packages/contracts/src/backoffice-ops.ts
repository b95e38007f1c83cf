import { z } from 'zod';
import { LocaleSchema, locales } from './common';
import { topics, type Topic } from './events';
import { SupplierContactSchema } from './fulfilment';

/*
 * The back office's operations calls (docs/events.md, "Dead letters for operators"; docs/orders.md,
 * "Supplier records"): operators only, refused to buyers (403) and anonymous callers (401).
 */

export const TopicSchema = z.enum(topics as [Topic, ...Topic[]]);

/** Who replayed a dead letter and when: the operator's e-mail, or `replay command` from a shell. */
export const DeadLetterReplaySchema = z.object({ at: z.string(), by: z.string() });

/** GET /orders/backoffice/dead-letters: one event a consumer group gave up on. */
export const DeadLetterViewSchema = z.object({
  /** The bus's id of this dead letter (an event can be dead-lettered by several groups). */
  id: z.string(),
  topic: TopicSchema,
  group: z.string(),
  event_id: z.string(),
  /** The order the event concerns, for the order and fulfilment topics. */
  order_uuid: z.string().nullable(),
  attempts: z.number().int().min(1),
  /** The last attempt's error, its first line (the stack stays in the service's log). */
  error: z.string(),
  failed_at: z.string(),
  replayed: DeadLetterReplaySchema.nullable(),
});
export type DeadLetterView = z.infer<typeof DeadLetterViewSchema>;

export const DeadLetterListSchema = z.object({
  /** The bus the answer comes from: `in-process` (embedded shop) or `kafka`. */
  bus: z.string(),
  letters: z.array(DeadLetterViewSchema),
});
export type DeadLetterList = z.infer<typeof DeadLetterListSchema>;

export const DeadLetterQuerySchema = z.object({
  topic: TopicSchema.optional(),
  group: z.string().min(1).max(200).optional(),
});

/** POST /orders/backoffice/dead-letters/replay: every waiting letter of a topic (and group). */
export const ReplayDeadLettersBodySchema = z
  .strictObject({
    topic: TopicSchema,
    group: z.string().min(1).max(200).optional(),
  })
  .meta({ examples: [{ topic: 'order.completed', group: 'orders-confirmation-mail' }] });

export const ReplayAnswerSchema = z.object({ replayed: z.number().int().min(0) });
export type ReplayAnswer = z.infer<typeof ReplayAnswerSchema>;

/** The shortest and longest usual lead time an operator may give a supplier, in working days. */
export const leadTimeLimits = { min: 1, max: 90 } as const;

/** PATCH /suppliers/backoffice/{id}: the fields an operator edits; each optional, at least one. */
export const SupplierRecordPatchSchema = z
  .strictObject({
    email: z.string().trim().max(254, 'validation.too_long').email('validation.email_invalid').optional(),
    language: z.enum(locales, 'validation.supplier_language').optional(),
    lead_time_days: z
      .number('validation.lead_time_days')
      .int('validation.lead_time_days')
      .min(leadTimeLimits.min, 'validation.lead_time_days')
      .max(leadTimeLimits.max, 'validation.lead_time_days')
      .optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'validation.required')
  .meta({ examples: [{ email: 'orders@rautapaja.example', language: 'fi', lead_time_days: 5 }] });
export type SupplierRecordPatch = z.infer<typeof SupplierRecordPatchSchema>;

/** The fields of a supplier record an operator can change, as the audit shows them. */
export const SupplierRecordFieldsSchema = z.object({
  email: z.string(),
  language: LocaleSchema,
  lead_time_days: z.number().int(),
});
export type SupplierRecordFields = z.infer<typeof SupplierRecordFieldsSchema>;

/** One change of a supplier record: who, when, before and after. */
export const SupplierRecordChangeSchema = z.object({
  supplier_id: z.number().int().positive(),
  by: z.string(),
  at: z.string(),
  before: SupplierRecordFieldsSchema,
  after: SupplierRecordFieldsSchema,
});
export type SupplierRecordChange = z.infer<typeof SupplierRecordChangeSchema>;

/** A supplier in the back office: its record, and whether an operator changed the generated one. */
export const SupplierRecordSchema = SupplierContactSchema.extend({ edited: z.boolean() });
export type SupplierRecord = z.infer<typeof SupplierRecordSchema>;

export const SupplierRecordListSchema = z.object({ suppliers: z.array(SupplierRecordSchema) });
export type SupplierRecordList = z.infer<typeof SupplierRecordListSchema>;

/** GET and PATCH /suppliers/backoffice/{id}: the record with its latest changes, newest first (at most 20). */
export const SupplierRecordDetailSchema = SupplierRecordSchema.extend({
  changes: z.array(SupplierRecordChangeSchema),
});
export type SupplierRecordDetail = z.infer<typeof SupplierRecordDetailSchema>;

/** The order a dead letter concerns: the order and fulfilment topics carry its uuid. */
export function orderUuidOfEvent(topic: string, payload: unknown): string | null {
  if (!/^(order|fulfilment)\./.test(topic) || typeof payload !== 'object' || payload === null) return null;
  const uuid = (payload as { uuid?: unknown }).uuid;
  return typeof uuid === 'string' ? uuid : null;
}
