ALTER TABLE "deal_collection" ADD COLUMN "defaulted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_collection" ADD COLUMN "default_reason" text;--> statement-breakpoint
ALTER TABLE "deal_collection" ADD CONSTRAINT "deal_collection_default_check" CHECK (("deal_collection"."defaulted_at" is null) = ("deal_collection"."default_reason" is null));