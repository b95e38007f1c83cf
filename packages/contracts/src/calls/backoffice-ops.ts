import { z } from 'zod';
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
  PunchoutConnectionBodySchema,
  PunchoutConnectionListSchema,
  PunchoutConnectionParamsSchema,
  PunchoutConnectionSchema,
} from '../punchout';
import {
  CompanyBillingBodySchema,
  CompanyMemberListSchema,
  CompanyParamsSchema,
  CompanyBillingRecordListSchema,
  CompanyBillingRecordSchema,
  PendingCompanyListSchema,
  VerificationDecisionBodySchema,
  VerificationDecisionSchema,
} from '../company-account';
import { defineCall } from './call';

/**
 * The back office's dead letters (orders service), supplier records (catalogue) and company
 * verification, billing settings and punch-out connections (users service); operators only.
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
  /** A company's members, whom a punch-out connection may shop as. */
  companyMembers: defineCall({
    method: 'GET',
    path: '/users/backoffice/companies/:company_id/members',
    params: CompanyParamsSchema,
    response: CompanyMemberListSchema,
  }),
  punchoutConnections: defineCall({
    method: 'GET',
    path: '/users/backoffice/companies/:company_id/punchout',
    params: CompanyParamsSchema,
    response: PunchoutConnectionListSchema,
  }),
  /** Sets a connection; the same protocol and login again replaces its secret and member. */
  savePunchoutConnection: defineCall({
    method: 'PUT',
    path: '/users/backoffice/punchout',
    body: PunchoutConnectionBodySchema,
    response: PunchoutConnectionSchema,
  }),
  /** Revokes a connection: its logins open nothing any more and the sessions it opened end. */
  deletePunchoutConnection: defineCall({
    method: 'DELETE',
    path: '/users/backoffice/companies/:company_id/punchout/:connection_id',
    params: PunchoutConnectionParamsSchema,
    response: z.null(),
    status: 204,
  }),
};
