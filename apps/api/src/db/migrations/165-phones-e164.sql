-- Issue 35 item 2 (decision 052): consultants' phone numbers in E.164. The API now stores every
-- phone it is given as `+27` and nine digits (packages/domain phone.ts `parsePhone`); this puts
-- the numbers stored before in the same form when they read as South African numbers in the
-- same ways (`082 555 0199`, `0825550199`, `+27 (0)82 555 0199`, `27825550199`,
-- `0027 82 555 0199`). Any other value is left as it was (the screens show it as typed).
WITH cleaned AS (
  SELECT id, regexp_replace(phone, '[[:space:]' || chr(160) || chr(8239) || '().-]', '', 'g') AS c
  FROM consultants
  WHERE phone IS NOT NULL
), rest AS (
  SELECT id,
    CASE
      WHEN c LIKE '+27%' THEN substr(c, 4)
      WHEN c LIKE '0027%' THEN substr(c, 5)
      WHEN c ~ '^27.{9}$' THEN substr(c, 3)
      WHEN c ~ '^0.{9}$' THEN substr(c, 2)
    END AS r
  FROM cleaned
), national AS (
  SELECT id, CASE WHEN r ~ '^0.{9}$' THEN substr(r, 2) ELSE r END AS n
  FROM rest
)
UPDATE consultants c
SET phone = '+27' || national.n
FROM national
WHERE national.id = c.id AND national.n ~ '^[1-8][0-9]{8}$' AND c.phone <> '+27' || national.n;
