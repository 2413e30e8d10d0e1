/**
 * Lays an invoice model (invoice.model.ts) out as an A4 PDF with pdf-lib (issue 21 §2, ADR 0022).
 * The standard Helvetica fonts need no embedding and cover WinAnsi, every letter of German, French
 * and Spanish and the euro sign; a character outside it (a Polish or Czech name) is written
 * without its accent, or as `?`, rather than failing the invoice.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { InvoiceModel } from './invoice.model.ts';

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const ink = rgb(0.11, 0.1, 0.09);
const muted = rgb(0.42, 0.4, 0.38);
const rule = rgb(0.85, 0.83, 0.8);
const accent = rgb(0.57, 0.25, 0.05);

const strokeLetters: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/** `text` in characters `font` can encode: accents dropped where needed, else `?`. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  // Intl puts narrow no-break spaces in French amounts; WinAnsi has the ordinary no-break space.
  for (const char of text.replace(/[\u202F\u2009\u2007]/g, '\u00A0')) {
    const code = char.codePointAt(0) ?? 63;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    // Letters with a stroke have no decomposition: their base letter by hand.
    const bare = (strokeLetters[char] ?? char).normalize('NFD').replace(/\p{M}/gu, '');
    out += [...bare].every((c) => supported.has(c.codePointAt(0) ?? 63)) && bare !== '' ? bare : '?';
  }
  return out;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A page with a pen that moves down. */
class Writer {
  y = pageSize[1] - margin;
  private readonly page: PDFPage;
  private readonly fonts: Fonts;
  constructor(page: PDFPage, fonts: Fonts) {
    this.page = page;
    this.fonts = fonts;
  }

  text(value: string, x: number, options: { size?: number; bold?: boolean; color?: typeof ink; right?: boolean } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? 10;
    const safe = encodable(font, value);
    const width = font.widthOfTextAtSize(safe, size);
    this.page.drawText(safe, { x: options.right ? x - width : x, y: this.y, size, font, color: options.color ?? ink });
  }

  /** Wraps `value` to `width` points; returns the lines. */
  wrap(value: string, width: number, size = 10, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lines: string[] = [];
    let current = '';
    for (const word of encodable(font, value).split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  line(y: number) {
    this.page.drawLine({
      start: { x: margin, y },
      end: { x: pageSize[0] - margin, y },
      thickness: 0.6,
      color: rule,
    });
  }

  down(points: number) {
    this.y -= points;
  }
}

/**
 * The invoice as PDF bytes (one A4 page; an order has a handful of rows).
 * @returns the file, with the model's title and language in its metadata.
 */
export async function renderInvoicePdf(model: InvoiceModel): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // A fixed date keeps the bytes of one invoice the same whenever it is rendered.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  pdf.setProducer('wowtees');
  pdf.setCreator('wowtees');
  pdf.setLanguage(model.lang);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(encodable(fonts.regular, `${model.title} ${model.facts[0]?.[1] ?? ''}`));
  const page = pdf.addPage(pageSize);
  const w = new Writer(page, fonts);
  const right = pageSize[0] - margin;

  if (model.notice) {
    for (const line of w.wrap(model.notice, right - margin, 10, true)) {
      w.text(line, margin, { bold: true, color: accent });
      w.down(14);
    }
    w.down(14);
  }
  w.text(model.title, margin, { size: 24, bold: true });
  w.text('wowtees', right, { size: 14, bold: true, color: accent, right: true });
  w.down(30);

  // Seller on the left, invoice facts on the right.
  const top = w.y;
  w.text(model.seller.heading, margin, { size: 8, bold: true, color: muted });
  w.down(13);
  for (const line of model.seller.lines) {
    w.text(line, margin);
    w.down(13);
  }
  const sellerBottom = w.y;
  w.y = top;
  for (const [label, value] of model.facts) {
    w.text(label, right - 110, { size: 8, color: muted, right: true });
    w.text(value, right, { bold: true, right: true });
    w.down(15);
  }
  w.y = Math.min(sellerBottom, w.y) - 12;

  if (model.buyer) {
    w.text(model.buyer.heading, margin, { size: 8, bold: true, color: muted });
    w.down(13);
    for (const line of model.buyer.lines) {
      w.text(line, margin);
      w.down(13);
    }
    w.down(12);
  }

  // The rows: description, quantity, unit price, amount.
  const qtyX = right - 190;
  const unitX = right - 90;
  w.line(w.y + 12);
  w.text(model.columns.description, margin, { size: 8, bold: true, color: muted });
  w.text(model.columns.quantity, qtyX, { size: 8, bold: true, color: muted, right: true });
  w.text(model.columns.unitPrice, unitX, { size: 8, bold: true, color: muted, right: true });
  w.text(model.columns.amount, right, { size: 8, bold: true, color: muted, right: true });
  w.down(8);
  w.line(w.y);
  w.down(16);
  for (const row of model.lines) {
    const description = w.wrap(row.description, qtyX - margin - 40);
    w.text(description[0] ?? '', margin);
    w.text(row.quantity, qtyX, { right: true });
    w.text(row.unitPrice, unitX, { right: true });
    w.text(row.amount, right, { right: true });
    for (const more of description.slice(1)) {
      w.down(13);
      w.text(more, margin);
    }
    if (row.detail) {
      w.down(12);
      w.text(row.detail, margin, { size: 8, color: muted });
    }
    w.down(20);
  }
  w.line(w.y + 8);
  w.down(10);

  model.totals.forEach(([label, value], index) => {
    const last = index === model.totals.length - 1;
    if (last) {
      w.down(4);
      w.line(w.y + 12);
    }
    w.text(label, unitX, { right: true, bold: last, size: last ? 11 : 10 });
    w.text(value, right, { right: true, bold: last, size: last ? 11 : 10 });
    w.down(16);
  });
  w.down(20);
  for (const note of model.notes) {
    for (const line of w.wrap(note, right - margin, 9)) {
      w.text(line, margin, { size: 9, color: muted });
      w.down(12);
    }
  }
  return pdf.save();
}
