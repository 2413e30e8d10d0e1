/**
 * The gallery cards (SPEC §2.3) in every language: a card's title and story never name another
 * garment than the one its product line and mockup show, and every garment/colour pair is sold.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '#client/i18n/catalogues.ts';
import { isColorAvailable, productTypes } from '#shared/catalog.ts';
import { locales } from '#shared/locales.ts';
import {
  galleryExamplesByLocale,
  galleryMockupFormats,
  galleryMockupSrc,
  galleryMockups,
  galleryMockupWidths,
  heroMockupGarment,
} from './gallery-data.ts';

describe('gallery examples', () => {
  for (const locale of locales) {
    const { customize, landing } = resources[locale].translation;
    // Longest names first: "Sudadera con capucha" must not also count as "Sudadera".
    const names = productTypes
      .map((type) => ({ type, name: customize.products[type].toLowerCase() }))
      .sort((a, b) => b.name.length - a.name.length);

    it(`${locale}: a story names only the garment its card shows`, () => {
      const mismatches: string[] = [];
      for (const example of galleryExamplesByLocale[locale]) {
        const texts = landing.gallery.examples[example.id];
        let text = `${texts.title} ${texts.story}`.toLowerCase();
        for (const { type, name } of names) {
          if (!text.includes(name)) continue;
          if (type !== example.productType) mismatches.push(`${example.id}: ${name} on a ${example.productType}`);
          text = text.replaceAll(name, ' ');
        }
      }
      expect(mismatches).toEqual([]);
    });

    it(`${locale}: every example's colour is sold for its garment`, () => {
      for (const example of galleryExamplesByLocale[locale]) {
        expect(isColorAvailable(example.productType, example.color), example.id).toBe(true);
      }
    });
  }
});

describe('gallery mockups (issue 22 §1)', () => {
  it('lists every garment a landing shows, in both styles, and each file is built and committed', () => {
    const mockups = galleryMockups();
    const keys = new Set(mockups.map((m) => `${m.id}-${m.style}-${m.productType}-${m.color}`));
    for (const examples of Object.values(galleryExamplesByLocale)) {
      for (const style of ['ghibli', 'animated']) {
        expect(keys).toContain(
          `${examples[0].id}-${style}-${heroMockupGarment.productType}-${heroMockupGarment.color}`,
        );
        for (const e of examples) expect(keys).toContain(`${e.id}-${style}-${e.productType}-${e.color}`);
      }
    }
    expect(keys.size).toBe(mockups.length);
    const publicDir = path.resolve(import.meta.dirname, '../../../public');
    const missing = mockups.flatMap((mockup) =>
      galleryMockupWidths.flatMap((width) =>
        galleryMockupFormats
          .map((format) => galleryMockupSrc(mockup, width, format))
          .filter((url) => !existsSync(path.join(publicDir, url))),
      ),
    );
    expect(missing).toEqual([]);
  });
});
