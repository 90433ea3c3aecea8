import Type from 'typebox';
import {
  ACCOUNT_TYPES,
  API_SCOPES,
  AUDIT_ACTIONS,
  AUDIT_RESOURCES,
  DOCUMENT_SCAN_STATUSES,
  FAILURE_CATEGORIES,
  INSTITUTION_DOCUMENT_TYPES,
  INSTITUTION_TYPES,
  MOBILE_MONEY_PROVIDER_CODES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PROVIDER_CODES,
  ROLES,
  STAFF_PAYMENT_TYPES,
  SYSTEM_LOG_LEVELS,
  TIER_LEVELS,
  WEBHOOK_EVENTS,
} from '../../domain/enums.ts';

/**
 * The typebox schema of each enumeration in domain/enums.ts (for routes, and so for the OpenAPI
 * document). The value lists and their types live in the domain, which the site imports too.
 *
 * The schemas are marked pure so that a bundle importing a few of them lets the bundler drop the rest.
 */
export const PaymentStatusSchema = /* @__PURE__ */ Type.Enum(PAYMENT_STATUSES);
export const PaymentTypeSchema = /* @__PURE__ */ Type.Enum(PAYMENT_TYPES);
export const StaffPaymentTypeSchema = /* @__PURE__ */ Type.Enum(STAFF_PAYMENT_TYPES);
export const ProviderCodeSchema = /* @__PURE__ */ Type.Enum(PROVIDER_CODES);
export const MobileMoneyProviderCodeSchema = /* @__PURE__ */ Type.Enum(MOBILE_MONEY_PROVIDER_CODES);
export const FailureCategorySchema = /* @__PURE__ */ Type.Enum(FAILURE_CATEGORIES);
export const ApiScopeSchema = /* @__PURE__ */ Type.Enum(API_SCOPES);
export const RoleSchema = /* @__PURE__ */ Type.Enum(ROLES);
export const AccountTypeSchema = /* @__PURE__ */ Type.Enum(ACCOUNT_TYPES);
export const WebhookEventSchema = /* @__PURE__ */ Type.Enum(WEBHOOK_EVENTS);
export const InstitutionTypeSchema = /* @__PURE__ */ Type.Enum(INSTITUTION_TYPES);
export const TierLevelSchema = /* @__PURE__ */ Type.Enum(TIER_LEVELS);
export const InstitutionDocumentTypeSchema = /* @__PURE__ */ Type.Enum(INSTITUTION_DOCUMENT_TYPES);
export const DocumentScanStatusSchema = /* @__PURE__ */ Type.Enum(DOCUMENT_SCAN_STATUSES);
export const AuditActionSchema = /* @__PURE__ */ Type.Enum(AUDIT_ACTIONS);
export const SystemLogLevelSchema = /* @__PURE__ */ Type.Enum(SYSTEM_LOG_LEVELS);
export const AuditResourceSchema = /* @__PURE__ */ Type.Enum(AUDIT_RESOURCES);
