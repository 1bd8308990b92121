-- Periods (helper B1): names are unique case-insensitively (createPeriod / updatePeriod answer 409).

CREATE UNIQUE INDEX periods_name_key ON periods (lower(name));
