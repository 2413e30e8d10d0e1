/**
 * The email-order link the Lighthouse rows open (issue 22 §6), made as staff make one (SPEC §2.12,
 * issue 7 §5): sign in (`POST /api/admin/session`), upload the customer's artwork
 * (`POST /api/admin/users/image`, kind `generated`) and create the link
 * (`POST /api/admin/email-order-links`). The staff account is the shop's first one, from
 * `ADMIN_EMAIL` / `ADMIN_PASSWORD` given to the bench's shop (bench/servers.ts).
 */
import path from 'node:path';
import sharp from 'sharp';
import { previewLongSidePx } from '#shared/artwork.ts';

/** The bench shop's staff account (a throwaway data folder; never a real shop's). */
export const benchStaff = { email: 'bench-staff@example.com', password: 'bench-staff-password-1234' };

/** The artwork staff upload: a 1024 px WebP like the render pipeline's preview (artwork-files.ts). */
async function artwork(): Promise<Buffer> {
  return sharp(path.resolve('public/gallery/astronaut-animated-960.jpg'))
    .resize({ width: previewLongSidePx, height: previewLongSidePx, fit: 'cover' })
    .webp({ quality: 90 })
    .toBuffer();
}

async function expectOk(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Creates an email-order link for a new customer email at `origin`.
 * @param publicOrigin the shop's `PUBLIC_URL` origin, which staff calls must come from (CSRF check);
 *   the bench's shops run with the default, `http://localhost:<port>`.
 * @returns the page's path and query (`/de/wowanimatedtees/emailorder?email=…&sig=…`).
 * @throws when a staff call fails (e.g. the shop was started without the bench's staff account).
 */
export async function seedEmailOrderLink(
  origin: string,
  locale = 'de',
  publicOrigin = `http://localhost:${new URL(origin).port}`,
): Promise<string> {
  const headers = { origin: publicOrigin };
  const session = await expectOk(
    await fetch(`${origin}/api/admin/session`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(benchStaff),
    }),
    'staff sign-in',
  );
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const email = `lighthouse.${Date.now()}@example.com`;
  const form = new FormData();
  form.set('email', email);
  form.set('locale', locale);
  form.set('kind', 'generated');
  form.set('file', new Blob([new Uint8Array(await artwork())], { type: 'image/webp' }), 'artwork.webp');
  await expectOk(
    await fetch(`${origin}/api/admin/users/image`, { method: 'POST', headers: { ...headers, cookie }, body: form }),
    'artwork upload',
  );
  const created = await expectOk(
    await fetch(`${origin}/api/admin/email-order-links`, {
      method: 'POST',
      headers: { ...headers, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ email, locale }),
    }),
    'email-order link',
  );
  const { url } = (await created.json()) as { url: string };
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}
