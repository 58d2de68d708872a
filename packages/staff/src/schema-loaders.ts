// Loaders of the staff forms' schemas (form-schemas.ts), declared once so each form's cache key stays the
// same between renders.
const schemas = () => import('./form-schemas');

export const loadProfileSchema = () => schemas().then((m) => m.updateProfileBodySchema);
export const loadPasswordChangeSchema = () => schemas().then((m) => m.passwordChangeSchema);
export const loadBranchSchema = () => schemas().then((m) => m.branchInputSchema);
export const loadCompanySettingsSchema = () => schemas().then((m) => m.companySettingsInputSchema);
export const loadExchangeRateSchema = () => schemas().then((m) => m.exchangeRateInputSchema);
