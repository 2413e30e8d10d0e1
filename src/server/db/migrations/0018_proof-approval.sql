CREATE TABLE "order_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"token_hash" text,
	"image_url" text,
	"mockup_url" text,
	"auto_approve_at" timestamp with time zone,
	"decision" text,
	"note" text,
	"decided_at" timestamp with time zone,
	"sent_by" uuid,
	"email_state" text,
	"email_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_proofs_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_state" text;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_proofs_order_round_idx" ON "order_proofs" USING btree ("order_id","round");--> statement-breakpoint
CREATE INDEX "order_proofs_auto_approve_idx" ON "order_proofs" USING btree ("auto_approve_at");--> statement-breakpoint
CREATE INDEX "orders_proof_state_idx" ON "orders" USING btree ("proof_state");