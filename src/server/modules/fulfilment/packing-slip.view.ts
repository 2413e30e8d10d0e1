/**
 * The packing slip's HTML (issue 19 §3, `manual` provider): a printable A4/Letter page in the order's
 * language. Rendered with React's server renderer, which escapes every text and attribute (no value
 * is concatenated into HTML); written without JSX (the server runs .ts by type stripping).
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Color, ProductType, Size } from '#shared/catalog.ts';
import { interpolate, serverCatalogues } from '#shared/i18n/server-catalogues.ts';
import type { Locale } from '#shared/locales.ts';

/** What the slip shows. */
export interface PackingSlipModel {
  locale: Locale;
  orderNumber: string;
  createdAt: Date;
  shipTo: { name: string; lines: string[] } | null;
  item: { productType: ProductType; size: Size; color: Color };
  /** Every item (issue 21 §4); absent: the one `item`, quantity 1. */
  items?: Array<{ productType: ProductType; size: Size; color: Color; quantity: number }>;
  artworkUrl: string | null;
}

const css = `
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;color:#1c1917;margin:0;padding:32px}
main{max-width:720px;margin:0 auto}
h1{font-size:24px;margin:0 0 24px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 24px}
dt{font-weight:600}dd{margin:0}
section{border-top:1px solid #d6d3d1;padding-top:16px;margin-top:16px}
h2{font-size:16px;margin:0 0 8px}
address{font-style:normal;white-space:pre-line}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e7e5e4}
img{max-width:160px;max-height:200px;border:1px solid #e7e5e4}
@media print{body{padding:0}}
`;

/** The whole page. */
export function renderPackingSlip(model: PackingSlipModel): string {
  const t = serverCatalogues[model.locale];
  const slip = t.packingSlip;
  const date = new Intl.DateTimeFormat(model.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(model.createdAt);
  const html = h(
    'html',
    { lang: model.locale },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'robots', content: 'noindex, nofollow' }),
      h('title', null, interpolate(slip.title, { number: model.orderNumber })),
      h('style', null, css),
    ),
    h(
      'body',
      null,
      h(
        'main',
        null,
        h('h1', null, interpolate(slip.title, { number: model.orderNumber })),
        h(
          'dl',
          null,
          h('dt', null, slip.orderNumber),
          h('dd', { 'data-testid': 'order-number' }, model.orderNumber),
          h('dt', null, slip.orderDate),
          h('dd', null, date),
        ),
        h(
          'section',
          null,
          h('h2', null, slip.shipTo),
          model.shipTo ? h('address', null, [model.shipTo.name, ...model.shipTo.lines].join('\n')) : h('p', null, '—'),
        ),
        h(
          'section',
          null,
          h('h2', null, slip.item),
          h(
            'table',
            null,
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                h('th', null, slip.product),
                h('th', null, slip.size),
                h('th', null, slip.color),
                h('th', null, slip.quantity),
              ),
            ),
            h(
              'tbody',
              null,
              ...(model.items ?? [{ ...model.item, quantity: 1 }]).map((item, index) =>
                h(
                  'tr',
                  { key: index },
                  h('td', null, t.lineItems.productNames[item.productType]),
                  h('td', null, t.lineItems.sizes[item.size]),
                  h('td', null, t.lineItems.colors[item.color]),
                  h('td', null, String(item.quantity)),
                ),
              ),
            ),
          ),
        ),
        h(
          'section',
          null,
          h('h2', null, slip.artwork),
          model.artworkUrl ? h('img', { src: model.artworkUrl, alt: slip.artwork }) : h('p', null, slip.noArtwork),
        ),
        h('section', null, h('p', null, slip.thanks)),
      ),
    ),
  );
  return `<!doctype html>${renderToStaticMarkup(html)}`;
}
