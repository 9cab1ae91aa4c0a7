CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"form_type" text NOT NULL,
	"fields" jsonb NOT NULL,
	"page_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_type_check" CHECK ("form_submissions"."form_type" in ('newsletter', 'waitlist', 'contact', 'signup', 'login'))
);
--> statement-breakpoint
CREATE TABLE "site_deploys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"manifest" jsonb NOT NULL,
	"store_version" integer NOT NULL,
	"page_count" integer NOT NULL,
	"file_count" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"live_deploy_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_deploys" ADD CONSTRAINT "site_deploys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_deploys" ADD CONSTRAINT "site_deploys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_live_deploy_id_site_deploys_id_fk" FOREIGN KEY ("live_deploy_id") REFERENCES "public"."site_deploys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_store_idx" ON "form_submissions" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_store_type_idx" ON "form_submissions" USING btree ("store_id","form_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_deploys_store_hash_idx" ON "site_deploys" USING btree ("store_id","content_hash");--> statement-breakpoint
CREATE INDEX "site_deploys_store_created_idx" ON "site_deploys" USING btree ("store_id","created_at");