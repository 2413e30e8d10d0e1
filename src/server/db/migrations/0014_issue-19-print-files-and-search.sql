-- Trigram indexes for the staff order search (issue 19 §1); pg_trgm is a trusted extension (PostgreSQL 13+),
-- so the database owner may create it; PGlite loads it from @electric-sql/pglite/contrib (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_width_px" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_height_px" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_dpi" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_upscaled" boolean;--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin (lower("order_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_ship_name_trgm_idx" ON "orders" USING gin (lower("shipping_address" ->> 'name') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_ship_postcode_trgm_idx" ON "orders" USING gin (replace(lower("shipping_address" ->> 'postalCode'), ' ', '') gin_trgm_ops);