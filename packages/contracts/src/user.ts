import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './validation';

export const DiscountRowSchema = z.object({
  discount_percent: z.number().min(0).max(100),
  start_date: z.string().date().nullable(),
  end_date: z.string().date().nullable(),
  threshold: z.number().int().min(0),
});
export type DiscountRow = z.infer<typeof DiscountRowSchema>;

export const DiscountLinkSchema = z.object({ discount_row: z.array(DiscountRowSchema) });

export const UserSchema = z.object({
  userid: z.number().int().positive(),
  email: z.string().email(),
  company: z.string(),
  vatid: z.string(),
  customername: z.string(),
  phonenumber: z.string(),
  billingaddress: z.string(),
  billingaddress_additional_line: z.string(),
  billingpostcode: z.string(),
  billingcity: z.string(),
  billingCountry: z.string(),
  isverified: z.boolean(),
  isdeleted: z.boolean(),
  hasPassword: z.boolean(),
  discount_link: DiscountLinkSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'validation.password_required' }).min(1, 'validation.password_required').max(200),
});
export const LoginResponseSchema = z.object({ user: UserSchema, sessionId: z.string() });

export const SignupBodySchema = z.object({ email: EmailSchema, password: PasswordSchema, host: z.string().url() });
export const LinkRequestBodySchema = z.object({ email: EmailSchema, host: z.string().url() });
export const MessageResponseSchema = z.object({ message: z.string() });
