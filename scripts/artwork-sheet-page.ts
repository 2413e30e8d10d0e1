/**
 * The page of `npm run artwork:sheet` (issue 20 §8; scripts/artwork-sheet.ts makes the data): one
 * self-contained HTML file, images inline as data URIs, a row per photo and a column per style and
 * provider, each cell with the artwork, how long it took, its size and the DPI its print would have.
 * Rendered with React's `renderToStaticMarkup`, which escapes every text (file names and provider
 * errors are not ours); nothing is put together from strings.
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { minimumPrintDpi } from '#shared/artwork.ts';

/** A photo as the shop stores it (upright, normalised). */
export interface SheetPhoto {
  name: string;
  /** A small WebP data URI; null when the photo could not be read. */
  thumb: string | null;
  width: number;
  height: number;
  /** Its own effective DPI at the print area. */
  dpi: number;
  error: string | null;
}

/** One artwork: made (with its timing and print DPI) or failed (with the provider's reason). */
export type SheetCell =
  | { ok: true; thumb: string; ms: number; width: number; height: number; printDpi: number; costMinor: number }
  | { ok: false; ms: number; error: string };

/** A column: a style made by a provider. */
export interface SheetColumn {
  style: string;
  provider: string;
}

export interface SheetData {
  generatedAt: Date;
  /** What the shop's configuration says, for the header (no keys). */
  settings: Array<[string, string]>;
  columns: SheetColumn[];
  rows: Array<{ photo: SheetPhoto; cells: SheetCell[] }>;
  currency: string;
}

const css = `
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1c1917;background:#fafaf9}
h1{font-size:22px;margin:0 0 4px}
.meta{color:#57534e;margin:0 0 16px}
dl{display:flex;flex-wrap:wrap;gap:4px 18px;margin:0 0 20px}dt{font-weight:600}dd{margin:0 0 0 4px}
.scroll{overflow-x:auto}
table{border-collapse:collapse}
th,td{border:1px solid #e7e5e4;padding:8px;vertical-align:top;background:#fff}
th{background:#f5f5f4;text-align:left}
img{display:block;width:240px;height:240px;object-fit:contain;background:#f5f5f4;border-radius:6px}
.facts{margin-top:6px;font-size:12px;color:#44403c}
.low{color:#b45309;font-weight:600}
.error{width:240px;color:#b91c1c;font-size:12px;white-space:pre-wrap;word-break:break-word}
`;

function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

/** `dpi`, marked when under the minimum; `note` says what that means there. */
function dpiText(dpi: number, note: string): ReactNode {
  const low = dpi < minimumPrintDpi;
  return h('span', { className: low ? 'low' : undefined }, `${dpi} DPI${low ? ` (${note})` : ''}`);
}

function photoCell(photo: SheetPhoto): ReactNode {
  if (!photo.thumb) return h('td', null, h('strong', null, photo.name), h('div', { className: 'error' }, photo.error));
  return h(
    'td',
    null,
    h('img', { src: photo.thumb, alt: photo.name }),
    h(
      'div',
      { className: 'facts' },
      h('strong', null, photo.name),
      h('br'),
      `${photo.width} × ${photo.height} px · photo `,
      dpiText(photo.dpi, `under ${minimumPrintDpi}`),
    ),
  );
}

function artworkCell(cell: SheetCell, currency: string, key: number): ReactNode {
  if (!cell.ok) {
    return h('td', { key }, h('div', { className: 'error' }, `Failed after ${cell.ms} ms: ${cell.error}`));
  }
  return h(
    'td',
    { key },
    h('img', { src: cell.thumb, alt: '' }),
    h(
      'div',
      { className: 'facts' },
      `${cell.ms} ms · ${cell.width} × ${cell.height} px`,
      h('br'),
      'print: ',
      dpiText(cell.printDpi, 'the customer is warned'),
      cell.costMinor > 0 ? ` · ${money(cell.costMinor, currency)}` : null,
    ),
  );
}

/** The whole page as an HTML document. */
export function renderSheet(data: SheetData): string {
  const page = h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, 'wowtees artwork sheet'),
      // A text child: React escapes it (the stylesheet has no &, < or >, so it reads the same).
      h('style', null, css),
    ),
    h(
      'body',
      null,
      h('h1', null, 'Artwork sheet'),
      h(
        'p',
        { className: 'meta' },
        `Made ${data.generatedAt.toISOString()}. Every style of every configured provider for each photo; the time is the `,
        'render the customer waits for (the instant preview at 1024 px, a provider its whole render); "print" is the ',
        'effective DPI of the print file at 12 × 16 in with the configured print upscaler.',
      ),
      h(
        'dl',
        null,
        data.settings.map(([key, value]) => [h('dt', { key: `${key}-k` }, key), h('dd', { key: `${key}-v` }, value)]),
      ),
      h(
        'div',
        { className: 'scroll' },
        h(
          'table',
          null,
          h(
            'thead',
            null,
            h(
              'tr',
              null,
              h('th', null, 'photo'),
              data.columns.map((column) =>
                h('th', { key: `${column.style}-${column.provider}` }, `${column.style} · ${column.provider}`),
              ),
            ),
          ),
          h(
            'tbody',
            null,
            data.rows.map((row, index) =>
              h(
                'tr',
                { key: `${index}-${row.photo.name}` },
                photoCell(row.photo),
                row.cells.map((cell, i) => artworkCell(cell, data.currency, i)),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  return `<!doctype html>\n${renderToStaticMarkup(page)}\n`;
}
