ALTER TABLE "customers" ADD COLUMN "placement" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placement" jsonb;