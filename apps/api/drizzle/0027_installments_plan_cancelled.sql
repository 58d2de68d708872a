DROP INDEX "installments_company_due_all_idx";--> statement-breakpoint
DROP INDEX "installments_company_amount_idx";--> statement-breakpoint
ALTER TABLE "installments" ADD COLUMN "plan_cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The lines of plans already cancelled (hand-written).
UPDATE "installments" i SET "plan_cancelled" = true FROM "payment_plans" p
WHERE p."company_id" = i."company_id" AND p."id" = i."plan_id" AND p."status" = 'CANCELLED';--> statement-breakpoint
CREATE INDEX "installments_company_due_all_idx" ON "installments" USING btree ("company_id","due_date","id","status","plan_cancelled");--> statement-breakpoint
CREATE INDEX "installments_company_amount_idx" ON "installments" USING btree ("company_id","amount","id","status","plan_cancelled");