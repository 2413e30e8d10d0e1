import { chromium } from 'playwright-core';

const base = 'http://localhost:3921';
const { id } = await (await fetch(`${base}/api/customers`, { method: 'POST' })).json();
const lines = [
  { productType: 'tshirt', size: 'm', color: 'white', quantity: 2 },
  { productType: 'sweatshirt', size: 's', color: 'gray', quantity: 1 },
];
console.log(
  (
    await fetch(`${base}/api/customers/${id}/cart`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines, locale: 'de', variant: 'wowanimatedtees', discountCode: process.argv[2] ?? null }),
    })
  ).status,
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const loc of ['de', 'en-us']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  await context.addInitScript((cid) => localStorage.setItem('customerId', cid), id);
  const page = await context.newPage();
  await page.goto(`${base}/${loc}/wowanimatedtees/cart`);
  await page.getByTestId('cart-total').waitFor();
  if (process.argv[3] === 'open') await page.getByTestId('discount-toggle').click();
  console.log(
    loc,
    await page.evaluate(() => {
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        if (r.right > 391)
          out.push(
            `${el.tagName}.${(el.className || '').toString().slice(0, 80)} ${Math.round(r.width)} ${Math.round(r.right)} ${el.textContent?.slice(0, 30)}`,
          );
      }
      return [document.documentElement.scrollWidth, ...out.slice(0, 8)];
    }),
  );
  await context.close();
}
await browser.close();
