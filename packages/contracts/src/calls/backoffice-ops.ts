import {
  DeadLetterListSchema,
  DeadLetterQuerySchema,
  ReplayAnswerSchema,
  ReplayDeadLettersBodySchema,
  SupplierRecordDetailSchema,
  SupplierRecordListSchema,
  SupplierRecordPatchSchema,
} from '../backoffice-ops';
import {
  CompanyBillingBodySchema,
  CompanyBillingRecordListSchema,
  CompanyBillingRecordSchema,
  PendingCompanyListSchema,
  VerificationDecisionBodySchema,
  VerificationDecisionSchema,
} from '../company-account';
import { defineCall } from './call';

/**
 * The back office's dead letters (orders service), supplier records (catalogue) and company
 * verification and billing settings (users service); operators only.
 */
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
  pendingCompanies: defineCall({
    method: 'GET',
    path: '/users/backoffice/companies',
    response: PendingCompanyListSchema,
  }),
  decideCompanyVerification: defineCall({
    method: 'POST',
    path: '/users/backoffice/companies/:company_id/verification',
    body: VerificationDecisionBodySchema,
    response: VerificationDecisionSchema,
  }),
  companyBillings: defineCall({
    method: 'GET',
    path: '/users/backoffice/companies/billing',
    response: CompanyBillingRecordListSchema,
  }),
  setCompanyBilling: defineCall({
    method: 'PATCH',
    path: '/users/backoffice/companies/:company_id/billing',
    body: CompanyBillingBodySchema,
    response: CompanyBillingRecordSchema,
  }),
};
