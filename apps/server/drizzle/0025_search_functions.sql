-- Catalogue search (docs/ARCHITECTURE.md "Catalogue search"): the text functions that the
-- products' generated search columns (0026) and the search queries share, so a product and
-- a search are folded, split and joined by the same rules, on PGlite and on PostgreSQL alike.
-- All three extensions are trusted: an owner of the database may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- unaccent() is STABLE, since its dictionary could be replaced; naming the dictionary makes
-- the result depend on the text alone, so it may be IMMUTABLE and used in generated columns
-- and indexes. The function is qualified by the schema the extension lives in (public
-- unless it was installed elsewhere before).
DO $do$
DECLARE
  home text := (
    SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'unaccent'
  );
BEGIN
  EXECUTE format(
    $f$CREATE FUNCTION immutable_unaccent(text) RETURNS text
       LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
       AS $b$ SELECT %1$I.unaccent(%2$L::regdictionary, $1) $b$$f$,
    home, home || '.unaccent');
END
$do$;--> statement-breakpoint
-- What separates words: white space and punctuation (search_fold has turned most
-- punctuation into ASCII already), listed rather than taken from the database's locale, so
-- every database splits alike. Regular-expression bracket contents: "]" first.
CREATE FUNCTION search_separators() RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $sep$ SELECT '][!"#$%&()*+,:;<=>?@\\^_`{|}~·•§¶™°【】「」『』・〜'
  || E' \t\n\r\f\x0B'
  || U&'\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\200B\2028\2029\202F\205F\3000\FEFF' $sep$;--> statement-breakpoint
-- Separators that may also join the parts of one word: t-shirt, 3.5, o'neill, 24/7 ("-" last).
CREATE FUNCTION search_joiners() RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT './''’‐‑-' $$;--> statement-breakpoint
-- Lower case without accents: "Crème" and "CREME" fold to "creme".
CREATE FUNCTION search_fold(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(immutable_unaccent($1)) $$;--> statement-breakpoint
-- A folded text with a space for every run of separators and joiners: its words.
CREATE FUNCTION search_split(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT regexp_replace($1, '[' || search_separators() || search_joiners() || ']+', ' ', 'g') $$;--> statement-breakpoint
-- A folded text with the joiners taken out and a space for every run of separators: its
-- words with their parts joined, "t-shirt" as tshirt.
CREATE FUNCTION search_join(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT regexp_replace(regexp_replace($1, '[' || search_joiners() || ']+', '', 'g'),
  '[' || search_separators() || ']+', ' ', 'g') $$;--> statement-breakpoint
-- Folded and split: what substring search looks in.
CREATE FUNCTION search_normalize(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT search_split(search_fold($1)) $$;--> statement-breakpoint
-- Normalised with one space between words and none around them: "T-Shirt,  Blue" is
-- "t shirt blue". A product's name and a search are compared as phrases in this form.
CREATE FUNCTION search_phrase(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT btrim(search_normalize($1)) $$;--> statement-breakpoint
-- A folded text's words both ways, split and joined: "t-shirt" gives t, shirt and tshirt.
CREATE FUNCTION search_words_of_folded(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT search_split($1) || ' ' || search_join($1) $$;--> statement-breakpoint
CREATE FUNCTION search_words(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT search_words_of_folded(search_fold($1)) $$;--> statement-breakpoint
-- A product's SKUs (its own and its variants'), tags and type, as one text. IMMUTABLE:
-- array_to_string and concat_ws are only STABLE for types whose output may change.
CREATE FUNCTION product_search_other(sku text, tags text[], product_type text, variants jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT concat_ws(' ', sku, array_to_string(tags, ' '), product_type,
  jsonb_path_query_array(variants, '$[*].sku')::text) $$;--> statement-breakpoint
-- A product's words for full-text search, weighted by where they are: A its name, B its
-- SKUs, tags and type, C its description (whose words are not joined). The 'simple'
-- configuration keeps every word as it is: no stemming and no stop words, in any language.
CREATE FUNCTION product_search_vector(name text, other text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT setweight(to_tsvector('pg_catalog.simple', search_words(name)), 'A')
  || setweight(to_tsvector('pg_catalog.simple', search_words(other)), 'B')
  || setweight(to_tsvector('pg_catalog.simple', search_normalize(description)), 'C') $$;--> statement-breakpoint
-- A product's tags and type, as one text (IMMUTABLE as above).
CREATE FUNCTION product_search_labels(tags text[], product_type text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT concat_ws(' ', array_to_string(tags, ' '), product_type) $$;--> statement-breakpoint
-- The words of a product that a misspelt search word may stand for: those of its name, tags
-- and type (product_search_words). Every function above that is not inlined is called from
-- the statement itself, never from inside another function, which would plan it anew on
-- every call.
CREATE FUNCTION product_search_dictionary(name text, tags text[], product_type text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT tsvector_to_array(to_tsvector('pg_catalog.simple',
  search_words(name || ' ' || product_search_labels(tags, product_type)))) $$;
