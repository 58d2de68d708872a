-- Every sort a list offers reads an index at 100,000 cars (issue 18: no list reads a whole table).
-- (Written beside 0016 and 0017 on another branch: every statement here can run again.)
-- Every sort the cars list offers (CAR_SORT_KEYS) has its (company_id, column, id) index (plate and
-- chassis in 0017), so the first page of any sort is an index range and a deep page skips over ids in the index, read index-only
-- (src/features/cars/repository.ts pageQuery). Without them a sort by colour, plate, chassis, cylinders
-- or passengers read and sorted every car of the company for each page (a sequential scan over the
-- whole table at 100,000 cars: 380 ms a page), and the type, origin and engine-type indexes, without
-- the id, sorted each group of ties whole. id, model, name, kilometres and status had theirs already.
CREATE INDEX IF NOT EXISTS "cars_company_color_idx" ON "cars" USING btree ("company_id","color","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_company_cylinder_count_idx" ON "cars" USING btree ("company_id","cylinder_count","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_company_passenger_count_idx" ON "cars" USING btree ("company_id","passenger_count","id");--> statement-breakpoint
-- The select filters' indexes serve their sort too once they end with the id (a filter still uses them).
DROP INDEX IF EXISTS "cars_company_type_idx";--> statement-breakpoint
CREATE INDEX "cars_company_type_idx" ON "cars" USING btree ("company_id","type","id");--> statement-breakpoint
DROP INDEX IF EXISTS "cars_company_origin_idx";--> statement-breakpoint
CREATE INDEX "cars_company_origin_idx" ON "cars" USING btree ("company_id","origin","id");--> statement-breakpoint
DROP INDEX IF EXISTS "cars_company_engine_type_idx";--> statement-breakpoint
CREATE INDEX "cars_company_engine_type_idx" ON "cars" USING btree ("company_id","engine_type","id");
--> statement-breakpoint
-- The persons list sorted by date added, the contracts and authorizations by price and the ledger by
-- amount read their whole table and sorted it (50,000 persons: 180 ms; 90,000 deals: 180 ms; 250,000
-- ledger entries: 1.3 s).
CREATE INDEX IF NOT EXISTS "persons_company_created_at_idx" ON "persons" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deals_company_kind_price_idx" ON "deals" USING btree ("company_id","kind","price","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_company_amount_idx" ON "payments" USING btree ("company_id","amount","id");
--> statement-breakpoint
-- The instalments list by amount read every instalment, plan, deal, buyer and car (630,000 instalments:
-- 1.8–6.5 s); by contract number it read every deal.
CREATE INDEX IF NOT EXISTS "installments_company_amount_idx" ON "installments" USING btree ("company_id","amount","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deals_company_number_idx" ON "deals" USING btree ("company_id","contract_number","id");
