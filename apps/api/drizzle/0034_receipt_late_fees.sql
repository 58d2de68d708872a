-- The system receipt (template 3) prints what of a payment went to late fees apart (docs/domain/late-fees.md):
-- the closing line «وهذا وصل منّا بالاستلام.» keeps the right half, the new field takes the left half.
UPDATE "templates" SET "fields" = (
  SELECT jsonb_agg(
    CASE WHEN e->>'kind' = 'TEXT' AND e->>'value' = 'وهذا وصل منّا بالاستلام.'
      THEN e || '{"x":400,"width":344}'::jsonb ELSE e END ORDER BY ord)
  FROM jsonb_array_elements("fields") WITH ORDINALITY AS t(e, ord)
) || '[{"kind":"FIELD","fieldId":"receipt.lateFees","label":"ما دُفع منه غرامات تأخير","style":{"fontSize":14,"color":"#111827"},"x":48,"y":568,"width":344,"height":32}]'::jsonb,
  "updated_at" = now()
WHERE "id" = 3 AND "system";
