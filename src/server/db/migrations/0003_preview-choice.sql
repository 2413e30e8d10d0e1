ALTER TABLE "customers" ADD COLUMN "preview_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preview_product_type" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preview_color" text;--> statement-breakpoint
-- Requests made before this column existed: their last update is the best known request time.
UPDATE "customers" SET "preview_requested_at" = "updated_at" WHERE "preview_requested" AND "preview_requested_at" IS NULL;
