ALTER TABLE "installments" ADD COLUMN "contract_number" integer;--> statement-breakpoint
-- The lines' deal numbers, then the column required (hand-written).
UPDATE "installments" i SET "contract_number" = d."contract_number" FROM "payment_plans" p
JOIN "deals" d ON d."company_id" = p."company_id" AND d."id" = p."deal_id"
WHERE p."company_id" = i."company_id" AND p."id" = i."plan_id";--> statement-breakpoint
ALTER TABLE "installments" ALTER COLUMN "contract_number" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_admin_at_idx" ON "audit_log" USING btree ("at","id","action") WHERE action in ('COMPANY_CREATED', 'COMPANY_UPDATED', 'COMPANY_SUSPENDED', 'COMPANY_REACTIVATED', 'COMPANY_PASSWORD_RESET');--> statement-breakpoint
CREATE INDEX "installments_company_number_idx" ON "installments" USING btree ("company_id","contract_number","id","status","plan_cancelled");
