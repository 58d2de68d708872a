-- GET /notifications at issue 18's scale (the job's due and overdue notices of 100,000 cars: 10,323 for
-- the company account). Each page sorted every notification of the user (ORDER BY read_at IS NULL DESC,
-- id DESC: 22 ms on PostgreSQL), and the page's total and the bell's unread count each counted them all
-- (3-7 ms on PostgreSQL, 8-26 ms on PGlite, which never vacuums, so every index entry visits the table).
--
-- The list's order after the user, so a page is one index range read backwards (0.05 ms). The unread
-- filter takes the same range ((read_at IS NULL) = true).
CREATE INDEX IF NOT EXISTS "notifications_user_unread_first_idx" ON "notifications" USING btree ("user_id",("read_at" is null),"id");
--> statement-breakpoint
-- Each user's notifications and unread ones, kept like the dashboard's summaries (0015): statement triggers
-- queue signed deltas in dashboard_deltas, folded into this table at COMMIT, so a transaction that tells
-- many users (the job, a payment) locks their rows only while it commits. Reading it is one key.
CREATE TABLE IF NOT EXISTS "notification_counts" (
	"company_id" integer NOT NULL,
	"user_id" integer PRIMARY KEY,
	"total" integer NOT NULL DEFAULT 0,
	"unread" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE OR REPLACE VIEW "notification_counts_recomputed" AS
SELECT company_id, user_id, count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
FROM notifications GROUP BY company_id, user_id;
--> statement-breakpoint
ALTER TABLE "dashboard_deltas" ADD COLUMN IF NOT EXISTS "user_id" integer;
--> statement-breakpoint
ALTER TABLE "dashboard_deltas" ADD COLUMN IF NOT EXISTS "unread" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- A notification counts for its user, and as unread while read_at is null (reading one is an update).
CREATE OR REPLACE FUNCTION notifications_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	EXECUTE format($q$
		WITH src AS (%s)
		INSERT INTO dashboard_deltas (summary, company_id, user_id, n, unread)
		SELECT 'notifications', company_id, user_id, sum(sign), coalesce(sum(sign) FILTER (WHERE read_at IS NULL), 0)
		FROM src GROUP BY company_id, user_id
		HAVING sum(sign) <> 0 OR coalesce(sum(sign) FILTER (WHERE read_at IS NULL), 0) <> 0
	$q$, dashboard_src(TG_OP));
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- 0016's fold, and the notifications' counts.
CREATE OR REPLACE FUNCTION dashboard_fold() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
	folded bigint := coalesce(nullif(current_setting('cc.dashboard_folded', true), ''), '0')::bigint;
BEGIN
	IF NEW.id <= folded THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('cc.dashboard_folded', currval(pg_get_serial_sequence('dashboard_deltas', 'id'))::text, true);
	WITH d AS (DELETE FROM dashboard_deltas WHERE id >= NEW.id AND summary = 'cars' RETURNING company_id, status, n)
	INSERT INTO dashboard_car_counts AS t (company_id, status, n)
	SELECT company_id, status, sum(n) FROM d GROUP BY company_id, status ORDER BY company_id, status
	ON CONFLICT (company_id, status) DO UPDATE SET n = t.n + excluded.n;
	WITH d AS (DELETE FROM dashboard_deltas WHERE id >= NEW.id AND summary = 'daily' RETURNING *)
	INSERT INTO dashboard_daily AS t (company_id, day, branch_id, currency, received, sales, contracts, authorizations, received_count)
	SELECT company_id, day, branch_id, currency, sum(received), sum(sales), sum(contracts), sum(authorizations), sum(received_count)
	FROM d GROUP BY company_id, day, branch_id, currency ORDER BY company_id, day, branch_id, currency
	ON CONFLICT (company_id, day, branch_id, currency) DO UPDATE SET
		received = t.received + excluded.received, sales = t.sales + excluded.sales,
		contracts = t.contracts + excluded.contracts, authorizations = t.authorizations + excluded.authorizations,
		received_count = t.received_count + excluded.received_count;
	WITH d AS (DELETE FROM dashboard_deltas WHERE id >= NEW.id AND summary = 'dues' RETURNING *)
	INSERT INTO dashboard_dues AS t (company_id, due_date, branch_id, currency, n, amount)
	SELECT company_id, day, branch_id, currency, sum(n), sum(amount)
	FROM d GROUP BY company_id, day, branch_id, currency ORDER BY company_id, day, branch_id, currency
	ON CONFLICT (company_id, due_date, branch_id, currency) DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount;
	WITH d AS (DELETE FROM dashboard_deltas WHERE id >= NEW.id AND summary = 'outstanding' RETURNING *)
	INSERT INTO dashboard_outstanding AS t (company_id, branch_id, currency, amount)
	SELECT company_id, branch_id, currency, sum(amount)
	FROM d GROUP BY company_id, branch_id, currency ORDER BY company_id, branch_id, currency
	ON CONFLICT (company_id, branch_id, currency) DO UPDATE SET amount = t.amount + excluded.amount;
	WITH d AS (DELETE FROM dashboard_deltas WHERE id >= NEW.id AND summary = 'notifications' RETURNING company_id, user_id, n, unread)
	INSERT INTO notification_counts AS t (company_id, user_id, total, unread)
	SELECT company_id, user_id, sum(n), sum(unread) FROM d GROUP BY company_id, user_id ORDER BY company_id, user_id
	ON CONFLICT (user_id) DO UPDATE SET total = t.total + excluded.total, unread = t.unread + excluded.unread;
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notifications_counts_insert" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_counts_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notifications_counts_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notifications_counts_update" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_counts_update" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notifications_counts_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notifications_counts_delete" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_counts_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notifications_counts_changed();
--> statement-breakpoint
-- Back-fill from the existing notifications.
DELETE FROM "notification_counts";
--> statement-breakpoint
INSERT INTO "notification_counts" SELECT * FROM "notification_counts_recomputed";
