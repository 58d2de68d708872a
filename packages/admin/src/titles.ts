/**
 * The pages' titles (tab, heading, side menu). Apart from the messages so that the route table, which
 * the app's first chunk holds, carries these few words and nothing more.
 */
export const ADMIN_TITLES = {
  home: 'لوحة تحكم المشرف العام',
  /** The index's entry in the side menu. */
  homeNav: 'لوحة التحكم',
  companies: 'الشركات',
  newCompany: 'إضافة شركة',
  company: 'الشركة',
  audit: 'سجل إجراءات الإدارة',
} as const;
