-- Issue 11: customer-facing order numbers and the once-only order confirmation email.
-- Orders recorded before this get `WT-` and 8 hex digits of a hash of their id (new numbers have 6
-- characters of another alphabet, so the two never collide), and count as confirmed by email: a
-- reloaded old success link must not mail a confirmation for an order placed long ago.
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
UPDATE "orders" SET "order_number" = 'WT-' || upper(substr(md5("id"::text), 1, 8));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_email_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "confirmation_email_at" = "created_at";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");
