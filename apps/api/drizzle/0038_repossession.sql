ALTER TABLE "payment_plans" DROP CONSTRAINT "payment_plans_status_check";--> statement-breakpoint
ALTER TABLE "payment_plans" DROP CONSTRAINT "payment_plans_amounts_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_entry_kind_check";--> statement-breakpoint
DROP INDEX "deals_one_open_deal_per_car_key";--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "repossessed_at" date;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "repossession_reason" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "repossession_outcome" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "repossessed_by" integer;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "written_off_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_repossessed_by_fk" FOREIGN KEY ("company_id","repossessed_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_open_deal_per_car_key" ON "deals" USING btree ("company_id","car_id") WHERE "deals"."status" <> 'CANCELLED' and "deals"."repossessed_at" is null;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_repossession_outcome_check" CHECK ("deals"."repossession_outcome" in ('WRITE_OFF', 'KEEP_DEBT'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_repossession_check" CHECK (("deals"."repossessed_at" is null) = ("deals"."repossession_reason" is null) and ("deals"."repossessed_at" is null) = ("deals"."repossession_outcome" is null));--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_status_check" CHECK ("payment_plans"."status" in ('ACTIVE', 'PAID', 'CANCELLED', 'REPOSSESSED'));--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_amounts_check" CHECK ("payment_plans"."down_payment" >= 0 and "payment_plans"."down_payment" <= "payment_plans"."total_amount" and "payment_plans"."paid_amount" >= 0 and "payment_plans"."discount_amount" >= 0 and "payment_plans"."charge_amount" >= 0 and "payment_plans"."remaining_amount" >= 0 and "payment_plans"."written_off_amount" >= 0 and "payment_plans"."refunded_amount" >= 0 and "payment_plans"."refunded_amount" <= "payment_plans"."paid_amount" and "payment_plans"."paid_amount" + "payment_plans"."discount_amount" + "payment_plans"."written_off_amount" + "payment_plans"."remaining_amount" = "payment_plans"."total_amount" + "payment_plans"."charge_amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_entry_kind_check" CHECK ("payments"."entry_kind" in ('PAYMENT', 'DISCOUNT', 'WRITE_OFF', 'REFUND'));