// The schemas the endpoint declarations name, in one module that `endpoints/define.ts` loads on demand
// (`schemasOf`): the declarations themselves stay free of zod, so a screen that only calls endpoints does
// not load zod or any schema. The server loads it at start (`loadAllSchemas`).
import { z } from 'zod';
import { logoutBodySchema } from './auth';

export {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminCompanyCreatedResponseSchema,
  adminCompanyCreateSchema,
  adminCompanyExportQuerySchema,
  adminCompanyListQuerySchema,
  adminCompanyListResponseSchema,
  adminCompanyResponseSchema,
  adminCompanyStatusBodySchema,
  adminCompanyUpdateSchema,
  adminStatsResponseSchema,
  temporaryPasswordResponseSchema,
} from './admin';
export {
  carPhotoInputSchema,
  carPhotoParamsSchema,
  carPhotosResponseSchema,
  filesUsageResponseSchema,
  personDocumentInputSchema,
  personDocumentParamsSchema,
  personDocumentsResponseSchema,
} from './attachments';
export {
  deviceBodySchema,
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  meResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  userStatusBodySchema,
  userStatusResponseSchema,
} from './auth';
export {
  carCostsResponseSchema,
  carExpenseInputSchema,
  carExpenseParamsSchema,
  carPurchaseInputSchema,
  profitReportQuerySchema,
  profitReportResponseSchema,
} from './car-costs';
export {
  carDeletedResponseSchema,
  carExportQuerySchema,
  carInputSchema,
  carListQuerySchema,
  carListResponseSchema,
  carResponseSchema,
} from './cars';
export {
  cashBoxOverviewResponseSchema,
  cashBoxResponseSchema,
  cashClosingListQuerySchema,
  cashClosingListResponseSchema,
  cashClosingResponseSchema,
  cashHandoverListResponseSchema,
  cashHandoverResponseSchema,
  cashReceiversResponseSchema,
  closingInputSchema,
  handoverInputSchema,
  reopenClosingInputSchema,
} from './cash-box';
export {
  clearanceDealParams,
  clearanceExportQuerySchema,
  clearanceListQuerySchema,
  clearanceListResponseSchema,
  clearanceResponseSchema,
  clearanceVoidBodySchema,
} from './clearance';
export {
  collectionAssignResponseSchema,
  collectionAssignSchema,
  collectionDealParams,
  collectionListQuerySchema,
  collectionListResponseSchema,
  collectorListResponseSchema,
  contactCreateSchema,
  contactListResponseSchema,
  contactResponseSchema,
  dealDefaultBodySchema,
  dealDefaultResponseSchema,
  reminderBatchQuerySchema,
} from './collections';
export { companyExchangeRateResponseSchema, exchangeRateInputSchema } from './exchange-rate';
export { historyListResponseSchema, historyQuerySchema } from './history';
export {
  chargeWaiverBodySchema,
  lateFeeSettingsInputSchema,
  lateFeeSettingsResponseSchema,
  planChargeListResponseSchema,
  planChargeResponseSchema,
} from './late-fees';
export {
  reminderMessagesResponseSchema,
  reminderTemplatesInputSchema,
  reminderTemplatesResponseSchema,
} from './reminders';
export {
  agingQuerySchema,
  agingReportResponseSchema,
  collectionSettingsResponseSchema,
  collectionSettingsSchema,
  collectionsReportQuerySchema,
  collectionsReportResponseSchema,
} from './reports';
export { settlementInputSchema, settlementQuoteResponseSchema } from './settlement';
export {
  statementDealParams,
  statementPersonParams,
  statementResponseSchema,
} from './statements';

import { dataEnvelope, healthSchema, recordIdSchema } from './common';

export { idParamSchema } from './common';
export {
  dashboardQuerySchema,
  dashboardResponseSchema,
} from './dashboard';
export {
  dealCancelBodySchema,
  dealCancelledResponseSchema,
  dealInputSchema,
  dealListQuerySchema,
  dealListResponseSchema,
  dealResponseSchema,
  installmentListQuerySchema,
  installmentListResponseSchema,
  paymentPlanResponseSchema,
  repossessInputSchema,
  rescheduleBodySchema,
  undoRepossessionInputSchema,
} from './deals';
export {
  notificationListQuerySchema,
  notificationListResponseSchema,
  pushConfigResponseSchema,
  readAllResponseSchema,
  unreadCountResponseSchema,
} from './notifications';
export {
  discountInputSchema,
  paymentExportQuerySchema,
  paymentInputSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentResponseSchema,
  paymentReverseBodySchema,
  refundInputSchema,
} from './payments';
export {
  personDeletedResponseSchema,
  personInputSchema,
  personListQuerySchema,
  personListResponseSchema,
  personResponseSchema,
} from './persons';
export {
  permissionIdsBodySchema,
  permissionsResponseSchema,
  roleInputSchema,
  rolePermissionsResponseSchema,
  roleResponseSchema,
  rolesResponseSchema,
  toggleAllQuerySchema,
} from './roles';
export {
  branchesResponseSchema,
  branchInputSchema,
  branchResponseSchema,
  branchStatusBodySchema,
  changeOwnPasswordBodySchema,
  companySettingsInputSchema,
  companySettingsResponseSchema,
  ownPasswordChangedResponseSchema,
  resetPasswordBodySchema,
  staffUserCreateSchema,
  staffUserListQuerySchema,
  staffUserListResponseSchema,
  staffUserResponseSchema,
  staffUserUpdateSchema,
  updateProfileBodySchema,
  userRolesBodySchema,
} from './staff';

import { FILE_KEY_PATTERN } from './templates';

export {
  fileUploadInputSchema,
  templateCreateInputSchema,
  templateDeletedResponseSchema,
  templateLatestResponseSchema,
  templateResponseSchema,
  templatesResponseSchema,
  templateUpdateInputSchema,
  uploadedFileResponseSchema,
} from './templates';
export {
  viewDeletedResponseSchema,
  viewInputSchema,
  viewListQuerySchema,
  viewResponseSchema,
  viewsResponseSchema,
} from './views';

/** A 204 answer: no body. */
export const noContent = z.undefined();
/** The CSV export: a text stream, not JSON (read with the client's `download`). */
export const csvFile = z.string();
/** An uploaded file's bytes (binary, not JSON): the browser loads it by URL. */
export const fileBytes = z.unknown();
/** The notification stream: server-sent events (text/event-stream), not JSON. */
export const eventStream = z.string();
export const healthResponse = dataEnvelope(healthSchema);
/** POST /auth/logout takes its body or none. */
export const logoutBodyOrNothing = logoutBodySchema.nullish();

export const roleParams = z.object({ roleId: recordIdSchema() });
export const companyUserParams = z.object({ companyUserId: recordIdSchema() });
export const templateIdParams = z.object({ id: recordIdSchema('معرّف القالب غير صالح') });
export const fileKeyParams = z.object({ key: z.string().regex(FILE_KEY_PATTERN, 'مفتاح الملف غير صالح') });
export const signedFileQuery = z.object({
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(100).optional(),
});
