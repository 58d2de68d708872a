/** The platform administration's paths (absolute). */
export const adminPaths = {
  home: '/adminDashboard',
  companies: '/adminDashboard/companies',
  newCompany: '/adminDashboard/companies/new',
  company: (id: number) => `/adminDashboard/companies/${id}`,
  audit: '/adminDashboard/audit',
  profile: '/adminDashboard/profile',
} as const;
