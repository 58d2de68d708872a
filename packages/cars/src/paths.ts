/**
 * The links of the cars feature, absolute so they work from any screen.
 *
 * @example
 * <Link to={carPaths.view(car.id)}>عرض</Link> // /car/7/view
 */
export const carPaths = {
  list: '/cars',
  create: '/new-car',
  edit: (id: number) => `/car/${id}/edit`,
  view: (id: number) => `/car/${id}/view`,
} as const;
