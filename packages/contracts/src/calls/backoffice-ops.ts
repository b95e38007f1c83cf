import {
  DeadLetterListSchema,
  DeadLetterQuerySchema,
  ReplayAnswerSchema,
  ReplayDeadLettersBodySchema,
  SupplierRecordDetailSchema,
  SupplierRecordListSchema,
  SupplierRecordPatchSchema,
} from '../backoffice-ops';
import { defineCall } from './call';

/** The back office's dead letters (orders service) and supplier records (catalogue); operators only. */
export const backofficeOpsCalls = {
  deadLetters: defineCall({
    method: 'GET',
    path: '/orders/backoffice/dead-letters',
    query: DeadLetterQuerySchema,
    response: DeadLetterListSchema,
  }),
  replayDeadLetter: defineCall({
    method: 'POST',
    path: '/orders/backoffice/dead-letters/:id/replay',
    response: ReplayAnswerSchema,
  }),
  replayDeadLetters: defineCall({
    method: 'POST',
    path: '/orders/backoffice/dead-letters/replay',
    body: ReplayDeadLettersBodySchema,
    response: ReplayAnswerSchema,
  }),
  suppliers: defineCall({ method: 'GET', path: '/suppliers/backoffice', response: SupplierRecordListSchema }),
  supplier: defineCall({ method: 'GET', path: '/suppliers/backoffice/:id', response: SupplierRecordDetailSchema }),
  changeSupplier: defineCall({
    method: 'PATCH',
    path: '/suppliers/backoffice/:id',
    body: SupplierRecordPatchSchema,
    response: SupplierRecordDetailSchema,
  }),
};
