// What a car cost and what it earned (docs/domain/car-costs.md): CAR_COSTS only.
import { endpoint, from, permission } from './define';

/** A cost written makes the car's costs, the profit report and the dashboard's profit stale. */
const COST_TAGS = ['car-costs', 'profit', 'dashboard'] as const;

export const carCosts = {
  get: endpoint({
    method: 'GET',
    path: '/car/:id/costs',
    access: permission('CAR_COSTS'),
    schemas: from((s) => ({ params: s.idParamSchema, response: s.carCostsResponseSchema })),
    resource: 'car-costs',
  }),
  setPurchase: endpoint({
    method: 'PUT',
    path: '/car/:id/purchase',
    access: permission('CAR_COSTS'),
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.carPurchaseInputSchema,
      response: s.carCostsResponseSchema,
    })),
    resource: 'car-costs',
    invalidates: COST_TAGS,
  }),
  addExpense: endpoint({
    method: 'POST',
    path: '/car/:id/expenses',
    access: permission('CAR_COSTS'),
    schemas: from((s) => ({
      params: s.idParamSchema,
      body: s.carExpenseInputSchema,
      response: s.carCostsResponseSchema,
    })),
    status: 201,
    resource: 'car-costs',
    invalidates: COST_TAGS,
  }),
  removeExpense: endpoint({
    method: 'DELETE',
    path: '/car/:id/expenses/:expenseId',
    access: permission('CAR_COSTS'),
    schemas: from((s) => ({ params: s.carExpenseParamsSchema, response: s.carCostsResponseSchema })),
    resource: 'car-costs',
    invalidates: COST_TAGS,
  }),
  report: endpoint({
    method: 'GET',
    path: '/reports/profit',
    access: permission('CAR_COSTS'),
    schemas: from((s) => ({ query: s.profitReportQuerySchema, response: s.profitReportResponseSchema })),
    resource: 'profit',
  }),
} as const;
