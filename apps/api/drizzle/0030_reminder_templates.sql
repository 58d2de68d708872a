CREATE TABLE "reminder_templates" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_templates_pkey" PRIMARY KEY("company_id","kind"),
	CONSTRAINT "reminder_templates_kind_check" CHECK ("reminder_templates"."kind" in ('DUE_SOON', 'OVERDUE', 'BROKEN_PROMISE', 'GUARANTOR')),
	CONSTRAINT "reminder_templates_body_check" CHECK (length("reminder_templates"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "reminder_templates" ADD CONSTRAINT "reminder_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_templates" ADD CONSTRAINT "reminder_templates_updated_by_fk" FOREIGN KEY ("company_id","updated_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;