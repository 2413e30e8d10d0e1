CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_intent_id" text,
	"currency" text NOT NULL,
	"amount_total_minor" integer NOT NULL,
	"line_items" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"customer_email" text,
	"locale" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"shipping_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"image_url" text,
	"generated_image" text,
	"locale" text,
	"preview_requested" boolean DEFAULT false NOT NULL,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"payment_status" text,
	"payment_amount" numeric(12, 2),
	"product_details" jsonb,
	"payment_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"checkout_session_id" text NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_intent_id" text,
	"payment_status" text NOT NULL,
	"amount_total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"product_type" text NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"discount_applied" boolean NOT NULL,
	"price_book_id" text NOT NULL,
	"locale" text NOT NULL,
	"email" text,
	"shipping_address" jsonb,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_checkout_session_id_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customers_session_idx" ON "customers" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");