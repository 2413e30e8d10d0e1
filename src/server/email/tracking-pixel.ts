/**
 * The open tracker of order-link emails (SPEC §4 email tracking, DESIGN.md `GET /t/:emailId.gif`):
 * its URL and the image it answers with.
 */
import { absoluteUrl } from '#shared/paths.ts';

/** The smallest transparent GIF: 1x1 pixel, 43 bytes. */
export const trackingPixelGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The absolute URL of an email's tracking pixel, e.g. `https://shop.example/t/{uuid}.gif`. */
export function trackingPixelUrl(publicUrl: string, emailId: string): string {
  return absoluteUrl(publicUrl, `/t/${emailId}.gif`);
}

/** Matches this shop's pixel URLs (any email id) inside an email's HTML. */
export function trackingPixelPattern(publicUrl: string): RegExp {
  const base = absoluteUrl(publicUrl, '/t/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${base}[0-9a-fA-F-]{36}\\.gif`, 'g');
}
