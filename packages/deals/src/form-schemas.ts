// The schemas of the deals' forms and reasons, imported only by loaders (`() => import('./form-schemas')`):
// a page paints without zod and the contracts' schemas, which load when a form first shows or checks
// (docs/architecture.md, "Bundle budget").
import { dealDefaultBodySchema } from '@cc/contracts';

export {
  chargeWaiverBodySchema,
  clearanceVoidBodySchema,
  collectionAssigneeSchema,
  collectionSettingsSchema,
  contactCreateSchema,
  dealCancelBodySchema,
  dealInputSchema,
  lateFeeSettingsInputSchema,
  reminderTemplatesInputSchema,
  settlementInputSchema,
  undoRepossessionInputSchema,
} from '@cc/contracts';

/** The reason of ending a deal's default (the deal page's «إنهاء التعثر»). */
export const defaultReasonSchema = dealDefaultBodySchema.pick({ reason: true });
