-- The home dashboard's figures (docs/domain/dashboard.md): each is one query served by one of these
-- covering indexes, read index-only, so no figure reads a whole table at 100,000 cars and 600,000
-- instalments (src/features/dashboard/query-plan.test.ts).
-- Deals of a period that are not cancelled: counts and sales per month, kind and currency.
CREATE INDEX IF NOT EXISTS "deals_company_date_live_idx" ON "deals" ("company_id", "contract_date") INCLUDE ("kind", "currency", "price", "branch_id") WHERE "status" <> 'CANCELLED';--> statement-breakpoint
-- The deals of a branch, for the branch filter of the plan figures.
CREATE INDEX IF NOT EXISTS "deals_company_branch_idx" ON "deals" ("company_id", "branch_id", "id") WHERE "branch_id" IS NOT NULL;--> statement-breakpoint
-- Payments of a period (reversal entries and settlement discounts left out): money received per month and currency.
CREATE INDEX IF NOT EXISTS "payments_company_received_idx" ON "payments" ("company_id", "paid_at") INCLUDE ("currency", "amount", "plan_id") WHERE "reversal_of_id" IS NULL AND "entry_kind" = 'PAYMENT';--> statement-breakpoint
-- The reversal entries, few: the anti-join that leaves reversed payments out reads only them.
CREATE INDEX IF NOT EXISTS "payments_company_reversal_idx" ON "payments" ("company_id", "reversal_of_id") WHERE "reversal_of_id" IS NOT NULL;--> statement-breakpoint
-- Active plans: what remains per currency, and the plans the overdue and due-soon figures join.
CREATE INDEX IF NOT EXISTS "payment_plans_company_active_idx" ON "payment_plans" ("company_id", "id") INCLUDE ("currency", "remaining_amount", "deal_id") WHERE "status" = 'ACTIVE';--> statement-breakpoint
-- Unpaid instalments by due date with what they owe: overdue, age bands, due soon.
CREATE INDEX IF NOT EXISTS "installments_company_unpaid_idx" ON "installments" ("company_id", "due_date") INCLUDE ("plan_id", "amount", "paid_amount") WHERE "status" <> 'PAID';
