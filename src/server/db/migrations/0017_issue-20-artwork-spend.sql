CREATE TABLE "artwork_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artwork_id" uuid,
	"customer_id" uuid NOT NULL,
	"photo_hash" text NOT NULL,
	"style" text NOT NULL,
	"provider" text NOT NULL,
	"cost_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "artwork_spend_days" (
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"spent_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"generations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "artwork_spend_days_provider_day_pk" PRIMARY KEY("provider","day")
);
--> statement-breakpoint
ALTER TABLE "artwork_generations" ADD CONSTRAINT "artwork_generations_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artwork_generations_cache_idx" ON "artwork_generations" USING btree ("customer_id","photo_hash","style","provider") WHERE "artwork_generations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "artwork_generations_customer_idx" ON "artwork_generations" USING btree ("customer_id","provider","created_at");--> statement-breakpoint
CREATE INDEX "artwork_generations_artwork_idx" ON "artwork_generations" USING btree ("artwork_id");