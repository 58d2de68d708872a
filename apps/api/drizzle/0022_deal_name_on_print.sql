-- The system receipt and clearance templates print for contracts and authorizations alike, which are
-- numbered each in their own series: 'رقم العقد: 4' on an authorization's receipt named another deal.
-- They now name the deal with its kind (the print field `dealName`: 'عقد رقم 4' / 'وكالة رقم 4').
UPDATE "templates" SET "fields" = (
  SELECT jsonb_agg(
    CASE
      WHEN e.item->>'kind' = 'TEXT' AND e.item->>'value' = 'رقم العقد:'
        THEN jsonb_set(e.item, '{value}', '"العقد أو الوكالة:"')
      WHEN e.item->>'kind' = 'FIELD' AND e.item->>'fieldId' = 'contractNumber'
        THEN jsonb_set(jsonb_set(e.item, '{fieldId}', '"dealName"'), '{label}', '"العقد أو الوكالة ورقمها"')
      ELSE e.item
    END
    ORDER BY e.ord
  )
  FROM jsonb_array_elements("fields") WITH ORDINALITY AS e(item, ord)
), "updated_at" = now()
WHERE "id" IN (3, 4) AND "system";
