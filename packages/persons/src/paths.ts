/**
 * The links of the account-cards feature, absolute so they work from any screen.
 *
 * @example
 * <Link to={personPaths.view(person.id)}>عرض</Link> // /account-cards/7/view
 */
export const personPaths = {
  list: '/account-cards',
  create: '/new-account',
  edit: (id: number) => `/account-cards/${id}/edit`,
  view: (id: number) => `/account-cards/${id}/view`,
  /** The card's statement of account (the deals feature's page). */
  statement: (id: number) => `/statements/person/${id}`,
} as const;
