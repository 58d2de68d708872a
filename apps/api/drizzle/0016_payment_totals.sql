-- The ledger list's totals at scale (issue 18): how many payments stand per day, branch and currency,
-- beside the money they brought (dashboard_daily.received), kept by 0015's triggers and its fold at
-- COMMIT, in the transaction that writes the ledger. GET /payments answers its per-currency totals from
-- these rows when its filters are ones a summary row carries (dates, branch, currency: see paymentTotals
-- in src/features/deals/read-repository.ts); any other filter still sums the ledger. What counts is what
-- `received` counts: a ledger payment entry that is neither a reversal entry nor reversed, never a
-- settlement discount (entry kind DISCOUNT).
-- Hand-written (like 0014 and 0015): the drizzle snapshots do not follow each other. The view and the
-- three functions are 0015's with the count added (a view may gain columns at its end only).
ALTER TABLE "dashboard_daily" ADD COLUMN "received_count" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "dashboard_deltas" ADD COLUMN "received_count" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE VIEW "dashboard_daily_recomputed" AS
SELECT company_id, day, branch_id, currency, sum(received)::bigint AS received, sum(sales)::bigint AS sales,
       sum(contracts)::int AS contracts, sum(authorizations)::int AS authorizations,
       sum(received_count)::int AS received_count
FROM (
	SELECT p.company_id, p.paid_at AS day, coalesce(d.branch_id, 0) AS branch_id, p.currency,
	       p.amount AS received, 0 AS sales, 0 AS contracts, 0 AS authorizations, 1 AS received_count
	FROM payments p
	JOIN payment_plans pl ON pl.company_id = p.company_id AND pl.id = p.plan_id
	JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
	WHERE p.reversal_of_id IS NULL AND p.entry_kind = 'PAYMENT'
	  AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.company_id = p.company_id AND r.reversal_of_id = p.id)
	UNION ALL
	SELECT company_id, contract_date, coalesce(branch_id, 0), currency, 0, price,
	       (kind = 'CONTRACT')::int, (kind = 'AUTHORIZATION')::int, 0
	FROM deals WHERE status <> 'CANCELLED'
) x
GROUP BY company_id, day, branch_id, currency;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, received, received_count)
		SELECT 'daily', m.company_id, m.paid_at, coalesce(d.branch_id, 0), m.currency, sum(m.f * m.amount), sum(m.f)
		FROM moved m
		JOIN payment_plans pl ON pl.company_id = m.company_id AND pl.id = m.plan_id
		JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
		GROUP BY m.company_id, m.paid_at, coalesce(d.branch_id, 0), m.currency
		HAVING sum(m.f * m.amount) <> 0 OR sum(m.f) <> 0
	$q$, dashboard_src(TG_OP), CASE WHEN TG_OP = 'DELETE' THEN
		'UNION ALL SELECT company_id, id, plan_id, paid_at, currency, amount, entry_kind, reversal_of_id FROM old_rows'
		ELSE '' END);
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, received, received_count, n, amount)
		SELECT 'daily', p.company_id, p.paid_at, coalesce(m.branch_id, 0), p.currency, sum(m.sign * p.amount), sum(m.sign), 0, 0
		FROM moved m
		JOIN payment_plans pl ON pl.company_id = m.company_id AND pl.deal_id = m.id
		JOIN payments p ON p.company_id = pl.company_id AND p.plan_id = pl.id
		WHERE p.reversal_of_id IS NULL AND p.entry_kind = 'PAYMENT'
		  AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.company_id = p.company_id AND r.reversal_of_id = p.id)
		GROUP BY p.company_id, p.paid_at, coalesce(m.branch_id, 0), p.currency
		UNION ALL
		SELECT 'dues', i.company_id, i.due_date, coalesce(m.branch_id, 0), pl.currency, 0, 0, sum(m.sign),
		       sum(m.sign * (i.amount - i.paid_amount))
		FROM moved m
		JOIN payment_plans pl ON pl.company_id = m.company_id AND pl.deal_id = m.id
		JOIN installments i ON i.company_id = pl.company_id AND i.plan_id = pl.id
		WHERE pl.status = 'ACTIVE' AND i.status <> 'PAID'
		GROUP BY i.company_id, i.due_date, coalesce(m.branch_id, 0), pl.currency
		UNION ALL
		SELECT 'outstanding', pl.company_id, NULL, coalesce(m.branch_id, 0), pl.currency, 0, 0, 0,
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
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Back-fill: every day with a standing payment already has its row (its money is not 0).
UPDATE dashboard_daily t SET received_count = r.received_count
FROM dashboard_daily_recomputed r
WHERE r.company_id = t.company_id AND r.day = t.day AND r.branch_id = t.branch_id AND r.currency = t.currency
  AND r.received_count <> 0;
