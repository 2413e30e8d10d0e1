ALTER TABLE "orders" ADD COLUMN "print_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_width_px" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_height_px" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_dpi" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_file_upscaled" boolean;