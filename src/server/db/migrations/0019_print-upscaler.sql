ALTER TABLE "artworks" ADD COLUMN "master_width" integer;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "master_height" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_effective_dpi" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_upscale_note" text;