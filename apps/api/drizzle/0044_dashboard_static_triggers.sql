-- The dashboard's statement triggers (0015, 0016) with static SQL. Each built its statement as text for the
-- operation that fired it (dashboard_src: the new rows, the old rows, or both, signed) and ran it with
-- EXECUTE, which parses and plans it again at every firing: most of what they cost a payment. Here each
-- operation has its own branch (IF TG_OP) whose statements read new_rows and old_rows directly; PL/pgSQL
-- prepares a statement the first time its branch runs and keeps the plan for the rest of the session (a
-- trigger function is compiled per trigger, so a branch always has its transition tables).
--
-- A kept plan was made for the row count of the firing that first ran it, and serves every later one of
-- the session: a payment's one row after a bulk write, or a bulk write after a payment. So no statement
-- depends on that count:
-- - the changed rows are first summed, signed, by what is looked up for them and by their summary key
--   (an update whose old and new rows count the same cancels there, before any lookup);
-- - each sum then looks up its plan and deal by key, in a LATERAL subquery the planner cannot merge
--   (OFFSET 0): index lookups, never a hash join that reads the whole table for one row;
-- - old and new rows are paired by grouping, never by a join of the two transition tables (a nested loop
--   made for one row pairs 20,000 updated plans in minutes: 0015's plan and deal moves did so).
-- The deltas are the same as before, row for row: the signs, the HAVING filters, the originals of a
-- deleted reversal, the deal's branch move and the plan's ACTIVE moves. The company of a plan or a deal
-- never changes (the keys of its deal, of its buyer hold it), so pairing by (company, id) is pairing by
-- id. The fold (0019) does not change. dashboard_src stays: notifications_counts_changed (0019) uses it.

-- Ledger entries (0016's rules): a payment adds to its day; a reversal entry takes its original back
-- from the ORIGINAL's day; discounts and reversals of discounts are not money received.
CREATE OR REPLACE FUNCTION dashboard_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- The original is in the table (an AFTER trigger sees the statement's own inserts).
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, received, received_count)
		SELECT 'daily', m.company_id, m.paid_at, coalesce(d.branch_id, 0), m.currency, sum(m.received), sum(m.n)
		FROM (
			SELECT company_id, plan_id, paid_at, currency, sum(f * amount) AS received, sum(f) AS n
			FROM (
				SELECT 1 AS f, company_id, plan_id, paid_at, currency, amount
				FROM new_rows WHERE reversal_of_id IS NULL AND entry_kind = 'PAYMENT'
				UNION ALL
				SELECT -1, o.company_id, o.plan_id, o.paid_at, o.currency, o.amount
				FROM new_rows r CROSS JOIN LATERAL (
					SELECT o.company_id, o.plan_id, o.paid_at, o.currency, o.amount FROM payments o
					WHERE o.company_id = r.company_id AND o.id = r.reversal_of_id
					  AND o.reversal_of_id IS NULL AND o.entry_kind = 'PAYMENT'
					OFFSET 0
				) o
				WHERE r.reversal_of_id IS NOT NULL
			) moved
			GROUP BY company_id, plan_id, paid_at, currency
			HAVING sum(f * amount) <> 0 OR sum(f) <> 0
		) m
		CROSS JOIN LATERAL (
			SELECT d.branch_id FROM payment_plans pl JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
			WHERE pl.company_id = m.company_id AND pl.id = m.plan_id
			OFFSET 0
		) d
		GROUP BY m.company_id, m.paid_at, coalesce(d.branch_id, 0), m.currency
		HAVING sum(m.received) <> 0 OR sum(m.n) <> 0;
	ELSIF TG_OP = 'UPDATE' THEN
		-- The ledger is append-only: an updated entry counts as the old one removed and the new one added.
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, received, received_count)
		SELECT 'daily', m.company_id, m.paid_at, coalesce(d.branch_id, 0), m.currency, sum(m.received), sum(m.n)
		FROM (
			SELECT company_id, plan_id, paid_at, currency, sum(f * amount) AS received, sum(f) AS n
			FROM (
				SELECT r.sign AS f, r.company_id, r.plan_id, r.paid_at, r.currency, r.amount
				FROM (
					SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows
				) r
				WHERE r.reversal_of_id IS NULL AND r.entry_kind = 'PAYMENT'
				UNION ALL
				SELECT -r.sign, o.company_id, o.plan_id, o.paid_at, o.currency, o.amount
				FROM (
					SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows
				) r
				CROSS JOIN LATERAL (
					SELECT o.company_id, o.plan_id, o.paid_at, o.currency, o.amount FROM payments o
					WHERE o.company_id = r.company_id AND o.id = r.reversal_of_id
					  AND o.reversal_of_id IS NULL AND o.entry_kind = 'PAYMENT'
					OFFSET 0
				) o
				WHERE r.reversal_of_id IS NOT NULL
			) moved
			GROUP BY company_id, plan_id, paid_at, currency
			HAVING sum(f * amount) <> 0 OR sum(f) <> 0
		) m
		CROSS JOIN LATERAL (
			SELECT d.branch_id FROM payment_plans pl JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
			WHERE pl.company_id = m.company_id AND pl.id = m.plan_id
			OFFSET 0
		) d
		GROUP BY m.company_id, m.paid_at, coalesce(d.branch_id, 0), m.currency
		HAVING sum(m.received) <> 0 OR sum(m.n) <> 0;
	ELSE
		-- A deleted reversal's original is in the table, or among the deleted rows (never both). There it is
		-- found by grouping the deleted rows by the payment they are or reverse: an entry, and the one
		-- reversal it may have (reversal_of_id is unique).
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, received, received_count)
		SELECT 'daily', m.company_id, m.paid_at, coalesce(d.branch_id, 0), m.currency, sum(m.received), sum(m.n)
		FROM (
			SELECT company_id, plan_id, paid_at, currency, sum(f * amount) AS received, sum(f) AS n
			FROM (
				SELECT -1 AS f, company_id, plan_id, paid_at, currency, amount
				FROM old_rows WHERE reversal_of_id IS NULL AND entry_kind = 'PAYMENT'
				UNION ALL
				SELECT 1, o.company_id, o.plan_id, o.paid_at, o.currency, o.amount
				FROM old_rows r CROSS JOIN LATERAL (
					SELECT o.company_id, o.plan_id, o.paid_at, o.currency, o.amount FROM payments o
					WHERE o.company_id = r.company_id AND o.id = r.reversal_of_id
					  AND o.reversal_of_id IS NULL AND o.entry_kind = 'PAYMENT'
					OFFSET 0
				) o
				WHERE r.reversal_of_id IS NOT NULL
				UNION ALL
				SELECT 1, company_id, min(plan_id) FILTER (WHERE reversal_of_id IS NULL),
				       min(paid_at) FILTER (WHERE reversal_of_id IS NULL), min(currency) FILTER (WHERE reversal_of_id IS NULL),
				       min(amount) FILTER (WHERE reversal_of_id IS NULL)
				FROM old_rows
				GROUP BY company_id, coalesce(reversal_of_id, id)
				HAVING count(*) FILTER (WHERE reversal_of_id IS NOT NULL) > 0
				   AND count(*) FILTER (WHERE reversal_of_id IS NULL AND entry_kind = 'PAYMENT') > 0
			) moved
			GROUP BY company_id, plan_id, paid_at, currency
			HAVING sum(f * amount) <> 0 OR sum(f) <> 0
		) m
		CROSS JOIN LATERAL (
			SELECT d.branch_id FROM payment_plans pl JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
			WHERE pl.company_id = m.company_id AND pl.id = m.plan_id
			OFFSET 0
		) d
		GROUP BY m.company_id, m.paid_at, coalesce(d.branch_id, 0), m.currency
		HAVING sum(m.received) <> 0 OR sum(m.n) <> 0;
	END IF;
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Deals: sales and counts of the deal's day (cancelled ones left out). When a deal changes branch, what
-- its plan counts elsewhere (money received, dues, outstanding) moves with it.
CREATE OR REPLACE FUNCTION dashboard_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, sales, contracts, authorizations)
		SELECT 'daily', company_id, contract_date, coalesce(branch_id, 0), currency, sum(price),
		       count(*) FILTER (WHERE kind = 'CONTRACT'), count(*) FILTER (WHERE kind = 'AUTHORIZATION')
		FROM new_rows WHERE status <> 'CANCELLED'
		GROUP BY company_id, contract_date, coalesce(branch_id, 0), currency;
		RETURN NULL;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, sales, contracts, authorizations)
		SELECT 'daily', company_id, contract_date, coalesce(branch_id, 0), currency, -sum(price),
		       -count(*) FILTER (WHERE kind = 'CONTRACT'), -count(*) FILTER (WHERE kind = 'AUTHORIZATION')
		FROM old_rows WHERE status <> 'CANCELLED'
		GROUP BY company_id, contract_date, coalesce(branch_id, 0), currency;
		RETURN NULL;
	END IF;
	INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, sales, contracts, authorizations)
	SELECT 'daily', company_id, contract_date, coalesce(branch_id, 0), currency, sum(sign * price),
	       coalesce(sum(sign) FILTER (WHERE kind = 'CONTRACT'), 0),
	       coalesce(sum(sign) FILTER (WHERE kind = 'AUTHORIZATION'), 0)
	FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) src
	WHERE status <> 'CANCELLED'
	GROUP BY company_id, contract_date, coalesce(branch_id, 0), currency
	HAVING sum(sign * price) <> 0 OR sum(sign) <> 0;
	-- The branch move: a deal whose branch changed counts +1 at the new one, -1 at the old.
	WITH moved AS (
		SELECT company_id, id, branch_id, sum(sign)::int AS sign
		FROM (
			SELECT 1 AS sign, company_id, id, branch_id FROM new_rows
			UNION ALL
			SELECT -1, company_id, id, branch_id FROM old_rows
		) x
		GROUP BY company_id, id, branch_id
		HAVING sum(sign) <> 0
	)
	INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, received, received_count, n, amount)
	SELECT 'daily', p.company_id, p.paid_at, coalesce(m.branch_id, 0), p.currency, sum(m.sign * p.amount), sum(m.sign), 0, 0
	FROM moved m
	CROSS JOIN LATERAL (
		SELECT p.company_id, p.paid_at, p.currency, p.amount
		FROM payment_plans pl JOIN payments p ON p.company_id = pl.company_id AND p.plan_id = pl.id
		WHERE pl.company_id = m.company_id AND pl.deal_id = m.id
		  AND p.reversal_of_id IS NULL AND p.entry_kind = 'PAYMENT'
		  AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.company_id = p.company_id AND r.reversal_of_id = p.id)
		OFFSET 0
	) p
	GROUP BY p.company_id, p.paid_at, coalesce(m.branch_id, 0), p.currency
	UNION ALL
	SELECT 'dues', i.company_id, i.due_date, coalesce(m.branch_id, 0), i.currency, 0, 0, sum(m.sign),
	       sum(m.sign * (i.amount - i.paid_amount))
	FROM moved m
	CROSS JOIN LATERAL (
		SELECT i.company_id, i.due_date, pl.currency, i.amount, i.paid_amount
		FROM payment_plans pl JOIN installments i ON i.company_id = pl.company_id AND i.plan_id = pl.id
		WHERE pl.company_id = m.company_id AND pl.deal_id = m.id AND pl.status = 'ACTIVE' AND i.status <> 'PAID'
		OFFSET 0
	) i
	GROUP BY i.company_id, i.due_date, coalesce(m.branch_id, 0), i.currency
	UNION ALL
	SELECT 'outstanding', pl.company_id, NULL, coalesce(m.branch_id, 0), pl.currency, 0, 0, 0,
	       sum(m.sign * pl.remaining_amount)
	FROM moved m
	CROSS JOIN LATERAL (
		SELECT pl.company_id, pl.currency, pl.remaining_amount FROM payment_plans pl
		WHERE pl.company_id = m.company_id AND pl.deal_id = m.id AND pl.status = 'ACTIVE'
		OFFSET 0
	) pl
	GROUP BY pl.company_id, coalesce(m.branch_id, 0), pl.currency;
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Plans: what remains while ACTIVE; when a plan leaves or enters ACTIVE (paid, cancelled, reopened by a
-- reversal), its unpaid instalments leave or enter the dues.
CREATE OR REPLACE FUNCTION dashboard_plans_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO dashboard_deltas (summary, company_id, branch_id, currency, amount)
		SELECT 'outstanding', pl.company_id, coalesce(d.branch_id, 0), pl.currency, sum(pl.amount)
		FROM (
			SELECT company_id, deal_id, currency, sum(remaining_amount) AS amount
			FROM new_rows WHERE status = 'ACTIVE'
			GROUP BY company_id, deal_id, currency HAVING sum(remaining_amount) <> 0
		) pl
		CROSS JOIN LATERAL (
			SELECT d.branch_id FROM deals d WHERE d.company_id = pl.company_id AND d.id = pl.deal_id OFFSET 0
		) d
		GROUP BY pl.company_id, coalesce(d.branch_id, 0), pl.currency
		HAVING sum(pl.amount) <> 0;
		-- A new plan has no instalments yet: only updates move dues.
		RETURN NULL;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO dashboard_deltas (summary, company_id, branch_id, currency, amount)
		SELECT 'outstanding', pl.company_id, coalesce(d.branch_id, 0), pl.currency, sum(pl.amount)
		FROM (
			SELECT company_id, deal_id, currency, -sum(remaining_amount) AS amount
			FROM old_rows WHERE status = 'ACTIVE'
			GROUP BY company_id, deal_id, currency HAVING sum(remaining_amount) <> 0
		) pl
		CROSS JOIN LATERAL (
			SELECT d.branch_id FROM deals d WHERE d.company_id = pl.company_id AND d.id = pl.deal_id OFFSET 0
		) d
		GROUP BY pl.company_id, coalesce(d.branch_id, 0), pl.currency
		HAVING sum(pl.amount) <> 0;
		-- A deleted plan has no instalments left.
		RETURN NULL;
	END IF;
	INSERT INTO dashboard_deltas (summary, company_id, branch_id, currency, amount)
	SELECT 'outstanding', pl.company_id, coalesce(d.branch_id, 0), pl.currency, sum(pl.amount)
	FROM (
		SELECT company_id, deal_id, currency, sum(sign * remaining_amount) AS amount
		FROM (
			SELECT 1 AS sign, company_id, deal_id, currency, remaining_amount, status FROM new_rows
			UNION ALL
			SELECT -1, company_id, deal_id, currency, remaining_amount, status FROM old_rows
		) src
		WHERE status = 'ACTIVE'
		GROUP BY company_id, deal_id, currency HAVING sum(sign * remaining_amount) <> 0
	) pl
	CROSS JOIN LATERAL (
		SELECT d.branch_id FROM deals d WHERE d.company_id = pl.company_id AND d.id = pl.deal_id OFFSET 0
	) d
	GROUP BY pl.company_id, coalesce(d.branch_id, 0), pl.currency
	HAVING sum(pl.amount) <> 0;
	-- The ACTIVE moves: a plan counts its unpaid instalments in the dues, under its deal and currency,
	-- while ACTIVE; one that entered ACTIVE (or changed deal or currency) counts +1, one that left -1.
	WITH moved AS (
		SELECT company_id, id, deal_id, currency, sum(sign)::int AS sign
		FROM (
			SELECT 1 AS sign, company_id, id, deal_id, currency FROM new_rows WHERE status = 'ACTIVE'
			UNION ALL
			SELECT -1, company_id, id, deal_id, currency FROM old_rows WHERE status = 'ACTIVE'
		) x
		GROUP BY company_id, id, deal_id, currency
		HAVING sum(sign) <> 0
	)
	INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, n, amount)
	SELECT 'dues', i.company_id, i.due_date, coalesce(i.branch_id, 0), m.currency, sum(m.sign),
	       sum(m.sign * (i.amount - i.paid_amount))
	FROM moved m
	CROSS JOIN LATERAL (
		SELECT i.company_id, i.due_date, d.branch_id, i.amount, i.paid_amount
		FROM deals d JOIN installments i ON i.company_id = d.company_id
		WHERE d.company_id = m.company_id AND d.id = m.deal_id AND i.plan_id = m.id AND i.status <> 'PAID'
		OFFSET 0
	) i
	GROUP BY i.company_id, i.due_date, coalesce(i.branch_id, 0), m.currency;
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Instalments: the unpaid ones of ACTIVE plans, per due date. A plan's sums per due date pass its lookup
-- as arrays, so a plan is looked up once however many lines it has (a new plan's schedule, a bulk insert).
CREATE OR REPLACE FUNCTION dashboard_installments_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, n, amount)
		SELECT 'dues', i.company_id, u.due_date, coalesce(p.branch_id, 0), p.currency, sum(u.n), sum(u.amount)
		FROM (
			SELECT company_id, plan_id, array_agg(due_date) AS due_dates, array_agg(n) AS ns, array_agg(amount) AS amounts
			FROM (
				SELECT company_id, plan_id, due_date, count(*) AS n, sum(amount - paid_amount) AS amount
				FROM new_rows WHERE status <> 'PAID'
				GROUP BY company_id, plan_id, due_date
			) s
			GROUP BY company_id, plan_id
		) i
		CROSS JOIN LATERAL (
			SELECT pl.currency, d.branch_id
			FROM payment_plans pl JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
			WHERE pl.company_id = i.company_id AND pl.id = i.plan_id AND pl.status = 'ACTIVE'
			OFFSET 0
		) p
		CROSS JOIN LATERAL unnest(i.due_dates, i.ns, i.amounts) AS u (due_date, n, amount)
		GROUP BY i.company_id, u.due_date, coalesce(p.branch_id, 0), p.currency
		HAVING sum(u.n) <> 0 OR sum(u.amount) <> 0;
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, n, amount)
		SELECT 'dues', i.company_id, u.due_date, coalesce(p.branch_id, 0), p.currency, sum(u.n), sum(u.amount)
		FROM (
			SELECT company_id, plan_id, array_agg(due_date) AS due_dates, array_agg(n) AS ns, array_agg(amount) AS amounts
			FROM (
				SELECT company_id, plan_id, due_date, sum(sign) AS n, sum(sign * (amount - paid_amount)) AS amount
				FROM (
					SELECT 1 AS sign, company_id, plan_id, due_date, amount, paid_amount, status FROM new_rows
					UNION ALL
					SELECT -1, company_id, plan_id, due_date, amount, paid_amount, status FROM old_rows
				) src
				WHERE status <> 'PAID'
				GROUP BY company_id, plan_id, due_date
				HAVING sum(sign) <> 0 OR sum(sign * (amount - paid_amount)) <> 0
			) s
			GROUP BY company_id, plan_id
		) i
		CROSS JOIN LATERAL (
			SELECT pl.currency, d.branch_id
			FROM payment_plans pl JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
			WHERE pl.company_id = i.company_id AND pl.id = i.plan_id AND pl.status = 'ACTIVE'
			OFFSET 0
		) p
		CROSS JOIN LATERAL unnest(i.due_dates, i.ns, i.amounts) AS u (due_date, n, amount)
		GROUP BY i.company_id, u.due_date, coalesce(p.branch_id, 0), p.currency
		HAVING sum(u.n) <> 0 OR sum(u.amount) <> 0;
	ELSE
		INSERT INTO dashboard_deltas (summary, company_id, day, branch_id, currency, n, amount)
		SELECT 'dues', i.company_id, u.due_date, coalesce(p.branch_id, 0), p.currency, sum(u.n), sum(u.amount)
		FROM (
			SELECT company_id, plan_id, array_agg(due_date) AS due_dates, array_agg(n) AS ns, array_agg(amount) AS amounts
			FROM (
				SELECT company_id, plan_id, due_date, -count(*) AS n, -sum(amount - paid_amount) AS amount
				FROM old_rows WHERE status <> 'PAID'
				GROUP BY company_id, plan_id, due_date
			) s
			GROUP BY company_id, plan_id
		) i
		CROSS JOIN LATERAL (
			SELECT pl.currency, d.branch_id
			FROM payment_plans pl JOIN deals d ON d.company_id = pl.company_id AND d.id = pl.deal_id
			WHERE pl.company_id = i.company_id AND pl.id = i.plan_id AND pl.status = 'ACTIVE'
			OFFSET 0
		) p
		CROSS JOIN LATERAL unnest(i.due_dates, i.ns, i.amounts) AS u (due_date, n, amount)
		GROUP BY i.company_id, u.due_date, coalesce(p.branch_id, 0), p.currency
		HAVING sum(u.n) <> 0 OR sum(u.amount) <> 0;
	END IF;
	RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_cars_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO dashboard_deltas (summary, company_id, status, n)
		SELECT 'cars', company_id, status, count(*) FROM new_rows GROUP BY company_id, status;
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO dashboard_deltas (summary, company_id, status, n)
		SELECT 'cars', company_id, status, sum(sign)
		FROM (SELECT 1 AS sign, company_id, status FROM new_rows UNION ALL SELECT -1, company_id, status FROM old_rows) src
		GROUP BY company_id, status HAVING sum(sign) <> 0;
	ELSE
		INSERT INTO dashboard_deltas (summary, company_id, status, n)
		SELECT 'cars', company_id, status, -count(*) FROM old_rows GROUP BY company_id, status;
	END IF;
	RETURN NULL;
END
$fn$;
