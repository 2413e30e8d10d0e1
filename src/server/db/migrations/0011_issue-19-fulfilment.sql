CREATE TABLE "provider_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_status" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"file_token" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "provider_orders_file_token_unique" UNIQUE("file_token")
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "provider_shipment_id" text;--> statement-breakpoint
ALTER TABLE "provider_orders" ADD CONSTRAINT "provider_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_orders_status_idx" ON "provider_orders" USING btree ("status");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_provider_shipment_id_unique" UNIQUE("provider_shipment_id");