ALTER TABLE "artwork_generations" ADD COLUMN "billed" boolean;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "prompt_addition" text;--> statement-breakpoint
CREATE INDEX "artworks_order_idx" ON "artworks" USING btree ("order_id");--> statement-breakpoint
-- Hand-written (data, which drizzle-kit does not write): generations recorded before billing was settled per call stay as they were recorded.
UPDATE "artwork_generations" SET "billed" = true;
