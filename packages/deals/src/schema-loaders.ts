// Loaders of the deals' form schemas (see form-schemas.ts), declared once so a form's cache keys stay
// the same between renders.
const schemas = () => import('./form-schemas');

export const loadDealCancelSchema = () => schemas().then((m) => m.dealCancelBodySchema);
export const loadClearanceVoidSchema = () => schemas().then((m) => m.clearanceVoidBodySchema);
export const loadDefaultReasonSchema = () => schemas().then((m) => m.defaultReasonSchema);
export const loadChargeWaiverSchema = () => schemas().then((m) => m.chargeWaiverBodySchema);
export const loadUndoRepossessionSchema = () => schemas().then((m) => m.undoRepossessionInputSchema);
export const loadLateFeeSettingsSchema = () => schemas().then((m) => m.lateFeeSettingsInputSchema);
export const loadReminderTemplatesSchema = () => schemas().then((m) => m.reminderTemplatesInputSchema);
export const loadSettlementSchema = () => schemas().then((m) => m.settlementInputSchema);
export const loadCollectionSettingsSchema = () => schemas().then((m) => m.collectionSettingsSchema);
