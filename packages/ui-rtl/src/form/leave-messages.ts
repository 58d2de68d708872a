// Part of the form kit's texts (messages.ts names them all): its own module because the app's shell asks
// this question on any page and loads none of the kit's other texts (docs/architecture.md, "Bundle budget").

/** Leaving a form, a dialog or the designer with unsaved changes (the spec's question). */
export const LEAVE_MESSAGES = {
  unsavedTitle: 'تغييرات غير محفوظة',
  unsavedChanges: 'لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟',
  leave: 'متابعة',
  stay: 'البقاء',
} as const;
