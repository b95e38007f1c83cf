import {
  WebhookCompanyQuerySchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointBodySchema,
  WebhookEndpointPatchSchema,
  WebhookEndpointSchema,
  WebhookListSchema,
  WebhookParamsSchema,
  WebhookSecretAnswerSchema,
  webhookCalls,
} from '../webhooks';
import { defineCall } from './call';

/** A company's webhook endpoints and their delivery log (orders service); operators only. */
export const webhookApiCalls = {
  list: defineCall({
    method: 'GET',
    path: webhookCalls.list,
    query: WebhookCompanyQuerySchema,
    response: WebhookListSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: webhookCalls.create,
    body: WebhookEndpointBodySchema,
    response: WebhookSecretAnswerSchema,
  }),
  change: defineCall({
    method: 'PATCH',
    path: webhookCalls.change,
    params: WebhookParamsSchema,
    body: WebhookEndpointPatchSchema,
    response: WebhookEndpointSchema,
  }),
  rotate: defineCall({
    method: 'POST',
    path: webhookCalls.rotate,
    params: WebhookParamsSchema,
    response: WebhookSecretAnswerSchema,
  }),
  resend: defineCall({
    method: 'POST',
    path: webhookCalls.resend,
    params: WebhookDeliveryParamsSchema,
    response: WebhookDeliverySchema,
  }),
};
