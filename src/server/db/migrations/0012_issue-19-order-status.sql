CREATE TABLE "order_status_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "customer_email_state" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "customer_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "customer_email_state" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "customer_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_status_links" ADD CONSTRAINT "order_status_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_links_order_idx" ON "order_status_links" USING btree ("order_id");