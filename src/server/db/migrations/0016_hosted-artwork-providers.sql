ALTER TABLE "artworks" ADD COLUMN "provider_job_id" text;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "fallbacks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "artworks_provider_job_idx" ON "artworks" USING btree ("provider_job_id");