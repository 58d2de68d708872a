ALTER TABLE "payment_plans" DROP CONSTRAINT "payment_plans_amounts_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_reversal_reason_check";--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "entry_kind" text DEFAULT 'PAYMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "handed_amount" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "handed_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "exchange_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_amounts_check" CHECK ("payment_plans"."down_payment" >= 0 and "payment_plans"."down_payment" <= "payment_plans"."total_amount" and "payment_plans"."paid_amount" >= 0 and "payment_plans"."discount_amount" >= 0 and "payment_plans"."remaining_amount" >= 0 and "payment_plans"."paid_amount" + "payment_plans"."discount_amount" + "payment_plans"."remaining_amount" = "payment_plans"."total_amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reason_check" CHECK (("payments"."reversal_of_id" is null and "payments"."entry_kind" = 'PAYMENT') = ("payments"."reason" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_entry_kind_check" CHECK ("payments"."entry_kind" in ('PAYMENT', 'DISCOUNT'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_handed_check" CHECK (("payments"."handed_amount" is null) = ("payments"."handed_currency" is null) and ("payments"."handed_currency" is null) = ("payments"."exchange_rate" is null) and ("payments"."handed_amount" is null or ("payments"."handed_amount" > 0 and "payments"."exchange_rate" > 0 and "payments"."handed_currency" <> "payments"."currency")));--> statement-breakpoint
-- The system receipt (template 3) prints money handed over in the other currency and its rate (empty otherwise).
UPDATE "templates" SET "fields" = "fields" || '[{"kind":"FIELD","fieldId":"receipt.handedOver","label":"المبلغ المسلَّم بعملة أخرى وسعر الصرف","style":{"fontSize":14,"color":"#111827"},"x":48,"y":600,"width":696,"height":24}]'::jsonb, "updated_at" = now() WHERE "id" = 3 AND "system";
