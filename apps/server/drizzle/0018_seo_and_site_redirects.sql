CREATE TABLE "site_redirects" (
	"store_id" uuid NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_redirects_store_id_from_path_pk" PRIMARY KEY("store_id","from_path"),
	CONSTRAINT "site_redirects_not_self_check" CHECK ("site_redirects"."from_path" <> "site_redirects"."to_path")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_redirects" ADD CONSTRAINT "site_redirects_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_redirects_store_to_idx" ON "site_redirects" USING btree ("store_id","to_path");