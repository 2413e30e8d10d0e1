/**
 * Artworks made from customers' photos (issue 8).
 * Part of the database schema re-exported by index.ts.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.schema.ts';

/**
 * Artworks (issue 8; SPEC §3 generated_image): one per style and provider asked for a customer's
 * photo, made by the `artwork.render` job (or uploaded by staff, provider `staff`). Only those whose
 * `source_image_key` is the customer's current `image_key` are current; the customer's
 * `generated_image` points at the chosen one's preview (artworks.service.ts `chooseArtwork`).
 */
export const artworks = pgTable(
  'artworks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Storage key of the photo it is made from; null only for staff artworks of a customer without a photo. */
    sourceImageKey: text('source_image_key'),
    /** `painterly` or `cel` (src/shared/artwork.ts). */
    style: text('style').notNull(),
    /**
     * `local`, a hosted provider (`openai`, `replicate`, `fal`, `comfyui`) or `staff`: who made it, or
     * is making it now (a failed hosted provider hands over to the next of its style; issue 20 §1).
     */
    provider: text('provider').notNull(),
    /**
     * The provider's id of the work under way (Replicate prediction, fal request, ComfyUI prompt):
     * webhooks find the artwork by it, and a retried render waits for it instead of paying again.
     */
    providerJobId: text('provider_job_id'),
    /**
     * The hosted providers passed over, in order, and why (issue 20 §1): `reason` is what the
     * customer is told (`busy`, `refused`, `failed`), `error` the English detail for staff.
     */
    fallbacks: jsonb('fallbacks')
      .$type<Array<{ provider: string; reason: string; error: string; at: string }>>()
      .notNull()
      .default([]),
    /**
     * The order this artwork was made for by staff (issue 20 §4: "Regenerate" answering a proof
     * change request), or null for the customer's own artworks. An order's artwork is never one of
     * the customer's current artworks (nor their chosen one, nor a cache entry); it becomes the
     * order's artwork when staff send the next proof. No foreign key, as `orders.artwork_id` has none.
     */
    orderId: uuid('order_id'),
    /** Staff's addition to the style's prompt for a regenerated artwork (at most 300 characters). */
    promptAddition: text('prompt_addition'),
    /** `queued`, `running`, `ready` or `failed`. */
    status: text('status').notNull().default('queued'),
    /** Why the last attempt failed (English, for staff); kept while a retry waits, cleared when ready. */
    error: text('error'),
    /** Attempts started so far (a restart or a retry counts). */
    attempts: integer('attempts').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Milliseconds the successful (or last) attempt took. */
    durationMs: integer('duration_ms'),
    /** The 1024 px preview (`artworks/{random}.webp|png`) and its public URL. */
    previewKey: text('preview_key'),
    previewUrl: text('preview_url'),
    /** The provider's full-resolution output (openai, staff), the print file's source; null for local. */
    masterKey: text('master_key'),
    /** The print file (`print-files/{random}.png`, at most 3600 x 4800 px), made when an order is paid. */
    printKey: text('print_key'),
    /**
     * Pixel size of the master (issue 20 §3): what the print file is made from, so the customer's DPI
     * warning is known before paying. Null for local artworks (their print render's size follows
     * from the photo's) and for artworks made before.
     */
    masterWidth: integer('master_width'),
    masterHeight: integer('master_height'),
    sourceWidth: integer('source_width'),
    sourceHeight: integer('source_height'),
    /** Effective DPI of the source photo at the print size. */
    sourceDpi: integer('source_dpi'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('artworks_customer_source_idx').on(t.customerId, t.sourceImageKey),
    index('artworks_provider_job_idx').on(t.providerJobId),
    index('artworks_order_idx').on(t.orderId),
  ],
);
