-- Product prices were hundredths of the major unit for every currency; they become integer
-- minor units of their store's currency, like every other amount. Renaming the column keeps
-- its check constraint and indexes (PostgreSQL renames the column inside them); no trigger or
-- function names it.
ALTER TABLE "products" RENAME COLUMN "price_cents" TO "price_minor";--> statement-breakpoint
-- The minor digits are those `minorDigits` (packages/site/src/money/money.ts) reads from Intl:
-- every three-letter code whose digits are not 2. A zero-digit price is rounded half away from
-- zero (120000 hundredths of a yen are 1200 yen).
UPDATE "products" AS p SET "price_minor" = CASE
    WHEN s."currency" IN ('ADP', 'AFN', 'ALL', 'BIF', 'BYR', 'CLP', 'COP', 'DJF', 'ESP', 'GNF',
      'HUF', 'IDR', 'IQD', 'IRR', 'ISK', 'ITL', 'JPY', 'KMF', 'KPW', 'KRW', 'LAK', 'LBP', 'LUF',
      'MGA', 'MGF', 'MMK', 'MRO', 'PKR', 'PYG', 'RWF', 'SLL', 'SOS', 'STD', 'SYP', 'TMM', 'TRL',
      'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF', 'YER', 'ZMK', 'ZWD')
      THEN round(p."price_minor" / 100.0)::bigint
    WHEN s."currency" IN ('BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN p."price_minor" * 10
    ELSE p."price_minor" * 100 -- CLF, UYW: four digits
  END
  FROM "stores" AS s
  WHERE s."id" = p."store_id" AND s."currency" IN ('ADP', 'AFN', 'ALL', 'BIF', 'BYR', 'CLP',
    'COP', 'DJF', 'ESP', 'GNF', 'HUF', 'IDR', 'IQD', 'IRR', 'ISK', 'ITL', 'JPY', 'KMF', 'KPW',
    'KRW', 'LAK', 'LBP', 'LUF', 'MGA', 'MGF', 'MMK', 'MRO', 'PKR', 'PYG', 'RWF', 'SLL', 'SOS',
    'STD', 'SYP', 'TMM', 'TRL', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF', 'YER', 'ZMK',
    'ZWD', 'BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND', 'CLF', 'UYW');
