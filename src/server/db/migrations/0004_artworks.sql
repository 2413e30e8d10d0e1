CREATE TABLE "artworks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"source_image_key" text,
	"style" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"preview_key" text,
	"preview_url" text,
	"master_key" text,
	"print_key" text,
	"source_width" integer,
	"source_height" integer,
	"source_dpi" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preview_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "artwork_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "artwork_style" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "artwork_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source_dpi" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_key" text;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artworks_customer_source_idx" ON "artworks" USING btree ("customer_id","source_image_key");