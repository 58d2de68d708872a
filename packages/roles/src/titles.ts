/**
 * The roles page's title and navigation label, apart from {@link ROLES_MESSAGES} (which spreads them) so
 * the app's first chunk, which holds every feature's manifest, carries only these words.
 */
export const ROLES_TITLES = {
  /** Heading of the screen, its page title and its settings section. */
  title: 'إدارة الأدوار والصلاحيات',
  /** Its entry in the side navigation. */
  navLabel: 'الأدوار والصلاحيات',
} as const;
