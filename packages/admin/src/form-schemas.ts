// The company create form's schema, imported only by its loader (company-create-page.tsx): the page paints
// without zod (docs/architecture.md, "Bundle budget").
export { adminCompanyCreateSchema } from '@cc/contracts';
