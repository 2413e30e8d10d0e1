import { expect, it } from 'vitest';
import { artworkImageSources } from './email-order-artwork-image.ts';

const origin = 'https://shop.example';

it('offers the display-size renditions of a stored file on the shop, for the 224 px the page shows', () => {
  expect(artworkImageSources('https://shop.example/files/artworks/abc.webp', origin)).toEqual({
    sizes: '224px',
    srcSet:
      'https://shop.example/files/artworks/abc.webp?w=448 448w, https://shop.example/files/artworks/abc.webp?w=672 672w',
    src: 'https://shop.example/files/artworks/abc.webp',
  });
  expect(artworkImageSources('/files/user-images/x.webp', origin).srcSet).toBe(
    '/files/user-images/x.webp?w=448 448w, /files/user-images/x.webp?w=672 672w',
  );
});

it('leaves a bucket URL, another path or a URL with a query as it is', () => {
  for (const url of [
    'https://bucket.example/artworks/abc.webp',
    'https://shop.example/gallery/cat.webp',
    'https://shop.example/files/artworks/abc.webp?v=2',
  ]) {
    expect(artworkImageSources(url, origin)).toEqual({ src: url });
  }
});
