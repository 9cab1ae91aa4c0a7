CREATE TABLE "product_counts" (
	"store_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "product_counts_store_id_status_pk" PRIMARY KEY("store_id","status")
);
--> statement-breakpoint
DROP INDEX "products_store_status_idx";--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_store_status_name_idx" ON "products" USING btree ("store_id","status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_store_status_price_idx" ON "products" USING btree ("store_id","status","price_cents","id");--> statement-breakpoint
CREATE INDEX "products_store_status_stock_idx" ON "products" USING btree ("store_id","status","stock","id");--> statement-breakpoint
CREATE INDEX "products_store_status_created_idx" ON "products" USING btree ("store_id","status","created_at","id");