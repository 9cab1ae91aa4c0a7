CREATE TABLE "product_search_words" (
	"store_id" uuid NOT NULL,
	"word" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_search_words_store_id_word_pk" PRIMARY KEY("store_id","word")
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_phrase(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_normalize(name || ' ' || product_search_other(sku, tags, product_type, variants))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (product_search_vector(name, product_search_other(sku, tags, product_type, variants), description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search_words" ADD CONSTRAINT "product_search_words_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_words_spent_idx" ON "product_search_words" USING btree ("store_id") WHERE "product_search_words"."products" <= 0;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("store_id","search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("store_id","search_text" gin_trgm_ops);