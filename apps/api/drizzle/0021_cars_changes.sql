-- Each API process keeps what the cars lists read besides their page (the summary count of a list and
-- the anchors of its deep pages; features/cars/repository.ts CarLists) instead of reading it on every
-- request (issue 18). Any change to the cars, whoever makes it (an API process, a deal's sale, a job,
-- psql), tells every process, which drops what it keeps when the notification comes. One notification
-- per statement; identical notifications of one transaction are delivered once.
CREATE OR REPLACE FUNCTION cars_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	PERFORM pg_notify('cc_cars', '');
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS cars_changed ON cars;
--> statement-breakpoint
CREATE TRIGGER cars_changed AFTER INSERT OR UPDATE OR DELETE ON cars FOR EACH STATEMENT EXECUTE FUNCTION cars_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS cars_truncated ON cars;
--> statement-breakpoint
CREATE TRIGGER cars_truncated AFTER TRUNCATE ON cars FOR EACH STATEMENT EXECUTE FUNCTION cars_changed();
