ALTER TABLE "templates" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "templates_one_default_per_kind_key" ON "templates" USING btree ("company_id","kind") WHERE "templates"."is_default";--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_default_not_system_check" CHECK (not ("templates"."is_default" and "templates"."system"));--> statement-breakpoint
-- Keep what companies print today. Receipts: the company's newest receipt template was the one printed.
UPDATE "templates" t SET "is_default" = true
WHERE t."kind" = 'RECEIPT' AND t."company_id" IS NOT NULL
  AND t."id" = (SELECT max(o."id") FROM "templates" o WHERE o."company_id" = t."company_id" AND o."kind" = 'RECEIPT');
-- Contracts and authorizations get no default: the newest one was preselected silently (often a nearly
-- empty draft), so nothing a company did says which it meant; new deals start on the system template
-- until the company marks one in the designer.
