-- The home dashboard at scale (docs/domain/dashboard.md, "At scale"): summary rows kept true by triggers
-- with every write, so the figures read a few hundred rows instead of hundreds of thousands.
-- Hand-written (like 0014): the drizzle snapshots do not follow each other.
--
-- branch_id 0 stands for "no branch" (a deal without one), so it can be part of a primary key.
-- Money is in minor units of `currency`; IQD and USD rows are never added.
--
-- How a write reaches them: statement-level triggers on the base tables compute the change of each
-- figure from the statement's old and new rows (transition tables) and append it to dashboard_deltas;
-- a deferred constraint trigger folds the transaction's deltas into the summaries at COMMIT, grouped and
-- in one fixed order (table, then key). Two transactions therefore take summary row locks in the same
-- order, and only at their very end: concurrent payments queue on a hot row for the length of a commit,
-- they never deadlock with each other or with a deal that took its car's count early.

-- Money received, sales and deal counts per day (payments' paid_at, deals' contract_date: plain dates).
CREATE TABLE "dashboard_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"currency" text NOT NULL,
	"received" bigint NOT NULL DEFAULT 0,
	"sales" bigint NOT NULL DEFAULT 0,
	"contracts" integer NOT NULL DEFAULT 0,
	"authorizations" integer NOT NULL DEFAULT 0,
	CONSTRAINT "dashboard_daily_pkey" PRIMARY KEY ("company_id", "day", "branch_id", "currency")
);
--> statement-breakpoint
-- Unpaid instalments of ACTIVE plans per due date: count and what remains of them.
CREATE TABLE "dashboard_dues" (
	"company_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"branch_id" integer NOT NULL,
	"currency" text NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	"amount" bigint NOT NULL DEFAULT 0,
	CONSTRAINT "dashboard_dues_pkey" PRIMARY KEY ("company_id", "due_date", "branch_id", "currency")
);
--> statement-breakpoint
-- What remains on the ACTIVE plans.
CREATE TABLE "dashboard_outstanding" (
	"company_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL DEFAULT 0,
	CONSTRAINT "dashboard_outstanding_pkey" PRIMARY KEY ("company_id", "branch_id", "currency")
);
--> statement-breakpoint
-- Cars by status.
CREATE TABLE "dashboard_car_counts" (
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	CONSTRAINT "dashboard_car_counts_pkey" PRIMARY KEY ("company_id", "status")
);
--> statement-breakpoint
-- The open transactions' changes, folded at COMMIT (a row never outlives its transaction: unlogged).
CREATE UNLOGGED TABLE "dashboard_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"summary" text NOT NULL,
	"company_id" integer NOT NULL,
	"day" date,
	"branch_id" integer,
	"currency" text,
	"status" text,
	"received" bigint NOT NULL DEFAULT 0,
	"sales" bigint NOT NULL DEFAULT 0,
	"contracts" integer NOT NULL DEFAULT 0,
	"authorizations" integer NOT NULL DEFAULT 0,
	"n" integer NOT NULL DEFAULT 0,
	"amount" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
-- The summaries recomputed from the base tables: the definitions the triggers maintain (the back-fill
-- below and the consistency test read them; src/features/dashboard/summaries.ts).
-- Money received: ledger payment entries (down payments included), not reversal entries, not reversed,
-- never a settlement discount (entry_kind DISCOUNT). Sales: prices of deals not cancelled.
CREATE VIEW "dashboard_daily_recomputed" AS
SELECT company_id, day, branch_id, currency, sum(received)::bigint AS received, sum(sales)::bigint AS sales,
       sum(contracts)::int AS contracts, sum(authorizations)::int AS authorizations
FROM (
	SELECT p.company_id, p.paid_at AS day, coalesce(d.branch_id, 0) AS branch_id, p.currency,
	       p.amount AS received, 0 AS sales, 0 AS contracts, 0 AS authorizations
	FROM payments p
	JOIN payment_plans pl ON pl.company_id = p.company_id AND pl.id = p.plan_id
	JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
	WHERE p.reversal_of_id IS NULL AND p.entry_kind = 'PAYMENT'
	  AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.company_id = p.company_id AND r.reversal_of_id = p.id)
	UNION ALL
	SELECT company_id, contract_date, coalesce(branch_id, 0), currency, 0, price,
	       (kind = 'CONTRACT')::int, (kind = 'AUTHORIZATION')::int
	FROM deals WHERE status <> 'CANCELLED'
) x
GROUP BY company_id, day, branch_id, currency;
--> statement-breakpoint
CREATE VIEW "dashboard_dues_recomputed" AS
SELECT i.company_id, i.due_date, coalesce(d.branch_id, 0) AS branch_id, pl.currency,
       count(*)::int AS n, sum(i.amount - i.paid_amount)::bigint AS amount
FROM installments i
JOIN payment_plans pl ON pl.company_id = i.company_id AND pl.id = i.plan_id
JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
WHERE i.status <> 'PAID' AND pl.status = 'ACTIVE'
GROUP BY i.company_id, i.due_date, coalesce(d.branch_id, 0), pl.currency;
--> statement-breakpoint
CREATE VIEW "dashboard_outstanding_recomputed" AS
SELECT pl.company_id, coalesce(d.branch_id, 0) AS branch_id, pl.currency, sum(pl.remaining_amount)::bigint AS amount
FROM payment_plans pl
JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
WHERE pl.status = 'ACTIVE'
GROUP BY pl.company_id, coalesce(d.branch_id, 0), pl.currency;
--> statement-breakpoint
CREATE VIEW "dashboard_car_counts_recomputed" AS
SELECT company_id, status, count(*)::int AS n FROM cars GROUP BY company_id, status;
--> statement-breakpoint
-- The rows a statement changed, signed: +1 the new ones, -1 the old ones (an update is both).
CREATE FUNCTION dashboard_src(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE op
		WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
		ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
	END
$$;
--> statement-breakpoint
-- Ledger entries: a payment adds to its day; a reversal entry takes its original back from the
-- ORIGINAL's day; discounts and reversals of discounts are not money received. The original is in the
-- table (an AFTER trigger sees the statement's own inserts), or, for a delete that took both entries, among
-- the deleted rows: the two places never both hold it. The ledger is append-only: an update counts as the
-- old entry removed and the new one added.
CREATE FUNCTION dashboard_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	EXECUTE format($q$
		WITH src AS (%s),
		originals AS (
			SELECT company_id, id, plan_id, paid_at, currency, amount, entry_kind, reversal_of_id FROM payments
			%s
		),
		moved AS (
			SELECT r.sign AS f, r.company_id, r.plan_id, r.paid_at, r.currency, r.amount
			FROM src r WHERE r.reversal_of_id IS NULL AND r.entry_kind = 'PAYMENT'
			UNION ALL
			SELECT -r.sign, o.company_id, o.plan_id, o.paid_at, o.currency, o.amount
			FROM src r JOIN originals o ON o.company_id = r.company_id AND o.id = r.reversal_of_id
			WHERE r.reversal_of_id IS NOT NULL AND o.reversal_of_id IS NULL AND o.entry_kind = 'PAYMENT'
		)
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, received)
		SELECT 'daily', m.company_id, m.paid_at, coalesce(d.branch_id, 0), m.currency, sum(m.f * m.amount)
		FROM moved m
		JOIN payment_plans pl ON pl.company_id = m.company_id AND pl.id = m.plan_id
		JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
		GROUP BY m.company_id, m.paid_at, coalesce(d.branch_id, 0), m.currency
		HAVING sum(m.f * m.amount) <> 0
	$q$, dashboard_src(TG_OP), CASE WHEN TG_OP = 'DELETE' THEN
		'UNION ALL SELECT company_id, id, plan_id, paid_at, currency, amount, entry_kind, reversal_of_id FROM old_rows'
		ELSE '' END);
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Deals: sales and counts of the deal's day (cancelled ones left out). When a deal changes branch, what
-- its plan counts elsewhere (money received, dues, outstanding) moves with it.
CREATE FUNCTION dashboard_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	EXECUTE format($q$
		WITH src AS (%s)
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, sales, contracts, authorizations)
		SELECT 'daily', company_id, contract_date, coalesce(branch_id, 0), currency, sum(sign * price),
		       coalesce(sum(sign) FILTER (WHERE kind = 'CONTRACT'), 0),
		       coalesce(sum(sign) FILTER (WHERE kind = 'AUTHORIZATION'), 0)
		FROM src WHERE status <> 'CANCELLED'
		GROUP BY company_id, contract_date, coalesce(branch_id, 0), currency
		HAVING sum(sign * price) <> 0 OR sum(sign) <> 0
	$q$, dashboard_src(TG_OP));
	IF TG_OP = 'UPDATE' THEN
		WITH moved AS (
			SELECT 1 AS sign, n.company_id, n.id, n.branch_id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE o.branch_id IS DISTINCT FROM n.branch_id
			UNION ALL
			SELECT -1, o.company_id, o.id, o.branch_id FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE o.branch_id IS DISTINCT FROM n.branch_id
		)
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, received, n, amount)
		SELECT 'daily', p.company_id, p.paid_at, coalesce(m.branch_id, 0), p.currency, sum(m.sign * p.amount), 0, 0
		FROM moved m
		JOIN payment_plans pl ON pl.company_id = m.company_id AND pl.deal_id = m.id
		JOIN payments p ON p.company_id = pl.company_id AND p.plan_id = pl.id
		WHERE p.reversal_of_id IS NULL AND p.entry_kind = 'PAYMENT'
		  AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.company_id = p.company_id AND r.reversal_of_id = p.id)
		GROUP BY p.company_id, p.paid_at, coalesce(m.branch_id, 0), p.currency
		UNION ALL
		SELECT 'dues', i.company_id, i.due_date, coalesce(m.branch_id, 0), pl.currency, 0, sum(m.sign),
		       sum(m.sign * (i.amount - i.paid_amount))
		FROM moved m
		JOIN payment_plans pl ON pl.company_id = m.company_id AND pl.deal_id = m.id
		JOIN installments i ON i.company_id = pl.company_id AND i.plan_id = pl.id
		WHERE pl.status = 'ACTIVE' AND i.status <> 'PAID'
		GROUP BY i.company_id, i.due_date, coalesce(m.branch_id, 0), pl.currency
		UNION ALL
		SELECT 'outstanding', pl.company_id, NULL, coalesce(m.branch_id, 0), pl.currency, 0, 0,
		       sum(m.sign * pl.remaining_amount)
		FROM moved m
		JOIN payment_plans pl ON pl.company_id = m.company_id AND pl.deal_id = m.id
		WHERE pl.status = 'ACTIVE'
		GROUP BY pl.company_id, coalesce(m.branch_id, 0), pl.currency;
	END IF;
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Plans: what remains while ACTIVE; when a plan leaves or enters ACTIVE (paid, cancelled, reopened by a
-- reversal), its unpaid instalments leave or enter the dues.
CREATE FUNCTION dashboard_plans_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	EXECUTE format($q$
		WITH src AS (%s)
		INSERT INTO dashboard_deltas (summary, company_id, branch_id, currency, amount)
		SELECT 'outstanding', pl.company_id, coalesce(d.branch_id, 0), pl.currency, sum(pl.sign * pl.remaining_amount)
		FROM src pl JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
		WHERE pl.status = 'ACTIVE'
		GROUP BY pl.company_id, coalesce(d.branch_id, 0), pl.currency
		HAVING sum(pl.sign * pl.remaining_amount) <> 0
	$q$, dashboard_src(TG_OP));
	-- A new plan has no instalments yet and a deleted one none left: only updates move dues.
	IF TG_OP = 'UPDATE' THEN
		WITH moved AS (
			SELECT 1 AS sign, n.company_id, n.id, n.deal_id, n.currency FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE n.status = 'ACTIVE' AND (o.status <> 'ACTIVE' OR o.currency <> n.currency OR o.deal_id <> n.deal_id)
			UNION ALL
			SELECT -1, o.company_id, o.id, o.deal_id, o.currency FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE o.status = 'ACTIVE' AND (n.status <> 'ACTIVE' OR o.currency <> n.currency OR o.deal_id <> n.deal_id)
		)
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, n, amount)
		SELECT 'dues', i.company_id, i.due_date, coalesce(d.branch_id, 0), m.currency, sum(m.sign),
		       sum(m.sign * (i.amount - i.paid_amount))
		FROM moved m
		JOIN deals d ON d.company_id = m.company_id AND d.id = m.deal_id
		JOIN installments i ON i.company_id = m.company_id AND i.plan_id = m.id
		WHERE i.status <> 'PAID'
		GROUP BY i.company_id, i.due_date, coalesce(d.branch_id, 0), m.currency;
	END IF;
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Instalments: the unpaid ones of ACTIVE plans, per due date.
CREATE FUNCTION dashboard_installments_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	EXECUTE format($q$
		WITH src AS (%s)
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, n, amount)
		SELECT 'dues', i.company_id, i.due_date, coalesce(d.branch_id, 0), pl.currency, sum(i.sign),
		       sum(i.sign * (i.amount - i.paid_amount))
		FROM src i
		JOIN payment_plans pl ON pl.company_id = i.company_id AND pl.id = i.plan_id
		JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
		WHERE i.status <> 'PAID' AND pl.status = 'ACTIVE'
		GROUP BY i.company_id, i.due_date, coalesce(d.branch_id, 0), pl.currency
		HAVING sum(i.sign) <> 0 OR sum(i.sign * (i.amount - i.paid_amount)) <> 0
	$q$, dashboard_src(TG_OP));
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION dashboard_cars_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	EXECUTE format($q$
		WITH src AS (%s)
		INSERT INTO dashboard_deltas (summary, company_id, status, n)
		SELECT 'cars', company_id, status, sum(sign) FROM src
		GROUP BY company_id, status HAVING sum(sign) <> 0
	$q$, dashboard_src(TG_OP));
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- At COMMIT: the first firing folds all of the transaction's deltas (only its own rows are visible: the
-- others' are uncommitted), grouped, summary by summary and key by key. Its row is the transaction's first
-- (the events fire in the order queued), so the fold reads ids from there on through the primary key, and
-- notes the last id it folded (this session's last), which the later firings compare theirs with: one
-- setting read each, however many deltas a bulk statement queued. A delta queued after a fold (SET
-- CONSTRAINTS ... IMMEDIATE mid-transaction) has a higher id and folds again.
CREATE FUNCTION dashboard_fold() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
	INSERT INTO dashboard_daily AS t (company_id, day, branch_id, currency, received, sales, contracts, authorizations)
	SELECT company_id, day, branch_id, currency, sum(received), sum(sales), sum(contracts), sum(authorizations)
	FROM d GROUP BY company_id, day, branch_id, currency ORDER BY company_id, day, branch_id, currency
	ON CONFLICT (company_id, day, branch_id, currency) DO UPDATE SET
		received = t.received + excluded.received, sales = t.sales + excluded.sales,
		contracts = t.contracts + excluded.contracts, authorizations = t.authorizations + excluded.authorizations;
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
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dashboard_deltas_fold" AFTER INSERT ON "dashboard_deltas"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_fold();
--> statement-breakpoint
CREATE TRIGGER "payments_dashboard_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_payments_changed();
--> statement-breakpoint
CREATE TRIGGER "payments_dashboard_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_payments_changed();
--> statement-breakpoint
CREATE TRIGGER "payments_dashboard_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_payments_changed();
--> statement-breakpoint
CREATE TRIGGER "deals_dashboard_insert" AFTER INSERT ON "deals" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_deals_changed();
--> statement-breakpoint
CREATE TRIGGER "deals_dashboard_update" AFTER UPDATE ON "deals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_deals_changed();
--> statement-breakpoint
CREATE TRIGGER "deals_dashboard_delete" AFTER DELETE ON "deals" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_deals_changed();
--> statement-breakpoint
CREATE TRIGGER "payment_plans_dashboard_insert" AFTER INSERT ON "payment_plans" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_plans_changed();
--> statement-breakpoint
CREATE TRIGGER "payment_plans_dashboard_update" AFTER UPDATE ON "payment_plans" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_plans_changed();
--> statement-breakpoint
CREATE TRIGGER "payment_plans_dashboard_delete" AFTER DELETE ON "payment_plans" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_plans_changed();
--> statement-breakpoint
CREATE TRIGGER "installments_dashboard_insert" AFTER INSERT ON "installments" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_installments_changed();
--> statement-breakpoint
CREATE TRIGGER "installments_dashboard_update" AFTER UPDATE ON "installments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_installments_changed();
--> statement-breakpoint
CREATE TRIGGER "installments_dashboard_delete" AFTER DELETE ON "installments" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_installments_changed();
--> statement-breakpoint
CREATE TRIGGER "cars_dashboard_insert" AFTER INSERT ON "cars" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_cars_changed();
--> statement-breakpoint
CREATE TRIGGER "cars_dashboard_update" AFTER UPDATE ON "cars" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_cars_changed();
--> statement-breakpoint
CREATE TRIGGER "cars_dashboard_delete" AFTER DELETE ON "cars" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION dashboard_cars_changed();
--> statement-breakpoint
-- The ten due-soon rows, the one figure still read from the instalments: unpaid instalments in the order
-- the list shows them (due date, then id), covering, so the first ten of active plans end the read
-- (0012's index lacked the id: a day's instalments were all read and sorted). It replaces that index,
-- whose other figures now read dashboard_dues.
DROP INDEX IF EXISTS "installments_company_unpaid_idx";
--> statement-breakpoint
CREATE INDEX "installments_company_unpaid_due_id_idx" ON "installments" ("company_id", "due_date", "id") INCLUDE ("plan_id", "amount", "paid_amount") WHERE "status" <> 'PAID';
--> statement-breakpoint
-- Back-fill from the existing data.
INSERT INTO dashboard_daily SELECT * FROM dashboard_daily_recomputed;
--> statement-breakpoint
INSERT INTO dashboard_dues SELECT * FROM dashboard_dues_recomputed;
--> statement-breakpoint
INSERT INTO dashboard_outstanding SELECT * FROM dashboard_outstanding_recomputed;
--> statement-breakpoint
INSERT INTO dashboard_car_counts SELECT * FROM dashboard_car_counts_recomputed;
