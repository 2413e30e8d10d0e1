/** Product type, size and colour choices (SPEC §2.5, §4): prices per product, the colours a product comes in. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messagesOf, renderAt } from '#client/test-support/storefront.tsx';
import type { StorefrontProduct } from '#shared/api/catalog.schemas.ts';
import { type Color, colorsByProductType, type ProductType, type Size } from '#shared/catalog.ts';
import { formatMoney } from '#shared/money.ts';
import { quote } from '#shared/pricing.ts';
import { seedStorefrontCatalog } from '#shared/storefront-catalog.ts';
import { ProductOptions } from './product-options.tsx';

const page = '/en-us/wowanimatedtees/customize';
const seed = seedStorefrontCatalog({ locale: 'en-us', variant: 'wowanimatedtees' });
const book = seed.priceBook;

async function renderOptions(
  productType: ProductType = 'tshirt',
  size: Size = 'm',
  color: Color = 'white',
  products: StorefrontProduct[] = seed.products,
) {
  const changes = { productType: vi.fn(), size: vi.fn(), color: vi.fn() };
  await renderAt(
    page,
    <ProductOptions
      t={messagesOf('en-us')}
      locale="en-us"
      variant="wowanimatedtees"
      book={book}
      products={products}
      discountApplied={false}
      productType={productType}
      size={size}
      color={color}
      onProductTypeChange={changes.productType}
      onSizeChange={changes.size}
      onColorChange={changes.color}
    />,
  );
  return changes;
}

describe('ProductOptions', () => {
  it('shows each product with its price and marks the chosen one', async () => {
    await renderOptions('hoodie');
    const en = messagesOf('en-us');
    const hoodie = screen.getByRole('radio', { name: en('customize.products.hoodie') }) as HTMLInputElement;
    expect(hoodie.checked).toBe(true);
    const price = formatMoney(
      { amountMinor: quote(book, 'hoodie', false).itemMinor, currency: book.currency },
      'en-us',
    );
    // The price is the radio's description, shown on its card.
    expect(hoodie.closest('label')?.textContent).toContain(price);
  });

  it('reports the customer’s choices', async () => {
    const changes = await renderOptions();
    const en = messagesOf('en-us');
    await userEvent.click(screen.getByRole('radio', { name: en('customize.products.sweatshirt') }));
    expect(changes.productType).toHaveBeenCalledWith(seed.products.find((p) => p.type === 'sweatshirt'));
    await userEvent.click(screen.getByRole('radio', { name: en('customize.colors.black') }));
    expect(changes.color).toHaveBeenCalledWith('black');
  });

  it('offers only the colours the chosen product comes in, and links the size guide in a new tab', async () => {
    await renderOptions('hoodie', 'm', colorsByProductType.hoodie[0]);
    const en = messagesOf('en-us');
    const colourLabels = new Set((['white', 'black', 'gray'] as const).map((c) => en(`customize.colors.${c}`)));
    const colourNames = screen
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent ?? '')
      .filter((text) => colourLabels.has(text));
    expect(colourNames).toEqual(colorsByProductType.hoodie.map((c) => en(`customize.colors.${c}`)));
    const guide = screen.getByTestId('size-guide-link');
    expect(guide.getAttribute('href')).toBe('/en-us/wowanimatedtees/size-guide');
    expect(guide.getAttribute('target')).toBe('_blank');
  });

  it('offers what the live catalogue sells: its products, names, sizes and swatches (issue 21 §1)', async () => {
    const [tshirt, , sweatshirt] = seed.products;
    const live: StorefrontProduct[] = [
      { ...tshirt, name: 'Organic Tee', sizes: ['s', 'm'], colors: [{ ...tshirt.colors[1], swatchHex: '#101010' }] },
      sweatshirt,
    ];
    await renderOptions('tshirt', 'm', 'black', live);
    const en = messagesOf('en-us');
    expect(screen.getByRole('radio', { name: 'Organic Tee' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: en('customize.products.hoodie') })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'XL' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'S' })).toBeTruthy();
    const black = screen.getByRole('radio', { name: en('customize.colors.black') });
    const swatch = black.closest('label')?.querySelector<HTMLElement>('span[aria-hidden]');
    expect(swatch?.style.backgroundColor).toMatch(/^(#101010|rgb\(16, 16, 16\))$/);
    expect(screen.queryByRole('radio', { name: en('customize.colors.white') })).toBeNull();
  });
});
