CREATE TABLE "checkout_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"variant" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"product_type" text NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"artwork_id" uuid,
	"print_image_key" text,
	"amount_total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"token_hash" text,
	"mockup_key" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "checkout_reminders_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reminder_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_reminders_one_pending_idx" ON "checkout_reminders" USING btree ("customer_id") WHERE "checkout_reminders"."sent_at" is null and "checkout_reminders"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "checkout_reminders_due_idx" ON "checkout_reminders" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "checkout_reminders_email_idx" ON "checkout_reminders" USING btree ("email");