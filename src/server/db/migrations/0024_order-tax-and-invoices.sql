CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");