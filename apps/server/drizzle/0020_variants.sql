ALTER TABLE "cart_lines" ADD COLUMN "variant_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_cart_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_product_id_variant_id_pk" PRIMARY KEY("cart_id","product_id","variant_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_title" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compare_at_minor" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compare_at_check" CHECK ("products"."compare_at_minor" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_check" CHECK ("products"."weight_grams" >= 0);