CREATE TABLE "analytics_counts" (
	"store_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_counts_store_id_hour_metric_key_pk" PRIMARY KEY("store_id","hour","metric","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"step" smallint NOT NULL,
	CONSTRAINT "analytics_visitors_store_id_day_visitor_step_pk" PRIMARY KEY("store_id","day","visitor","step")
);
--> statement-breakpoint
ALTER TABLE "analytics_counts" ADD CONSTRAINT "analytics_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD CONSTRAINT "analytics_visitors_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_visitors_day_idx" ON "analytics_visitors" USING btree ("day");