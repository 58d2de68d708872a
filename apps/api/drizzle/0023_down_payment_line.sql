-- The down payment becomes its plan's first schedule line (issue 30): sequence 0, due on the deal's
-- contract date. It was a virtual instalment dated 0001-01-01 that only the replay knew, so a down
-- payment left unpaid (reversed) was a debt no list, filter, dashboard figure or notification saw.
-- What the replay allocated to it is the least of the down payment and what the plan's standing entries
-- settle (it was filled first); the other rows already hold the rest. The dashboard's triggers count the
-- unpaid ones among the dues of ACTIVE plans.
INSERT INTO "installments" ("company_id", "plan_id", "sequence", "due_date", "amount", "paid_amount", "status")
SELECT pp."company_id", pp."id", 0, d."contract_date", pp."down_payment",
	LEAST(pp."down_payment", pp."paid_amount" + pp."discount_amount"),
	CASE
		WHEN pp."paid_amount" + pp."discount_amount" >= pp."down_payment" THEN 'PAID'
		WHEN pp."paid_amount" + pp."discount_amount" > 0 THEN 'PARTIAL'
		ELSE 'PENDING'
	END
FROM "payment_plans" pp
JOIN "deals" d ON d."company_id" = pp."company_id" AND d."id" = pp."deal_id"
WHERE pp."down_payment" > 0
	AND NOT EXISTS (
		SELECT 1 FROM "installments" i WHERE i."company_id" = pp."company_id" AND i."plan_id" = pp."id" AND i."sequence" = 0
	)
ORDER BY pp."company_id", pp."id";
