/**
 * @cc/template-designer: the print designer of contract, authorization and receipt templates
 * (docs/domain/templates.md#the-designer-cctemplate-designer). Mount {@link TemplateDesigner} with your template calls as a {@link TemplateDataSource} and import
 * the stylesheet once: `import '@cc/template-designer/styles.css'`. See the package's README.
 *
 * @example
 * ```tsx
 * import { TemplateDesigner } from '@cc/template-designer';
 * import '@cc/template-designer/styles.css';
 *
 * <TemplateDesigner dataSource={templatesDataSource} onDirtyChange={setBlockNavigation} />
 * ```
 */

/** The template types a data source reads and writes (the API's, from @cc/contracts). */
export type {
  Template,
  TemplateCreateInput,
  TemplateItem,
  TemplateKind,
  TemplateSummary,
  TemplateUpdateInput,
  UploadedFile,
} from '@cc/contracts';
/**
 * Where the default `notify` shows the designer's messages: mount it once (an app with its own toasts
 * passes `notify` instead). The design system's sonner toaster, right to left.
 */
export { Toaster as DesignerToaster } from '@cc/ui-rtl';
/** The `confirm` prop. */
export type { ConfirmFn, ConfirmOptions } from './confirm';
/** The data access the designer is given. */
export type { TemplateDataSource } from './data-source';
/** The `fields` prop, and this product's catalogue (deals, receipts, clearances) as a preset. */
export { DESIGNER_FIELDS, type FieldDef, type FieldFormat, type TableColumn } from './fields';
/** The body of an upload to POST /files (`dataBase64`), for a data source's `uploadImage`. */
export { readFileAsBase64 } from './image-file';
/** The designer's Arabic texts (what `notify` receives among them), for an app that maps them. */
export { DESIGNER_MESSAGES } from './messages';
/** The `notify` prop. */
export type { DesignerNotice, NotifyFn } from './store';
/** The designer. */
export { TemplateDesigner, type TemplateDesignerProps } from './template-designer';
