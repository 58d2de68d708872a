/** The platform administration's paths (absolute). */
export const adminPaths = {
  home: '/adminDashboard',
  companies: '/adminDashboard/companies',
  newCompany: '/adminDashboard/companies/new',
  company: (id: number) => `/adminDashboard/companies/${id}`,
  audit: '/adminDashboard/audit',
  /** The audit list filtered to one company's entries. */
  companyAudit: (id: number) => `/adminDashboard/audit?companyId=${id}`,
  profile: '/adminDashboard/profile',
} as const;
