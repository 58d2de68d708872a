// The cars' form schemas, imported only by loaders (`() => import('./form-schemas')`): the pages paint
// without zod and the contract's schemas, which load beside the form (docs/architecture.md, "Bundle budget").
export { carExpenseInputSchema, carInputSchema, carPurchaseInputSchema } from '@cc/contracts';
