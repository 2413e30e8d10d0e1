ALTER TABLE "orders" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_reason" text;--> statement-breakpoint
CREATE INDEX "orders_image_key_idx" ON "orders" USING btree ("image_key");