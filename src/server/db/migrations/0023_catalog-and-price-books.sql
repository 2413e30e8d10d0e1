CREATE TABLE "catalog_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"version" integer NOT NULL,
	"staff_user_id" uuid,
	"staff_email" text,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_books" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"original" jsonb NOT NULL,
	"discounted" jsonb NOT NULL,
	"discount_percent" integer NOT NULL,
	"discount_always_applied" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"type" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL,
	"materials" jsonb NOT NULL,
	"sizes" jsonb NOT NULL,
	"colors" jsonb NOT NULL,
	"print_width_in" real NOT NULL,
	"print_height_in" real NOT NULL,
	"active" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_book_version" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_changes_entity_version_idx" ON "catalog_changes" USING btree ("entity","entity_id","version");--> statement-breakpoint
CREATE INDEX "catalog_changes_at_idx" ON "catalog_changes" USING btree ("at");