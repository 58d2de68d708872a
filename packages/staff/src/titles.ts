/**
 * The titles the staff feature's manifest names its pages and settings sections with, apart from
 * {@link STAFF_MESSAGES} (which uses them) so the app's first chunk carries only these words.
 */
export const STAFF_TITLES = {
  usersTitle: 'المستخدمون',
  branchesTitle: 'الفروع',
  // The settings menu names the section 'بيانات الشركة', its heading 'إعدادات الشركة'
  companySection: 'بيانات الشركة',
  profileTitle: 'الملف الشخصي',
} as const;
