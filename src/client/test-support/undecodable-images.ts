/**
 * happy-dom never loads images, so an `<img>` waits for ever. For client tests that hand the page a
 * photo (a few bytes, not a real picture), images fail to decode as they would in a browser: setting
 * `src` fires `error` on the next tick. Only the browser's `Image` is replaced, none of our code.
 */
import { afterAll, beforeAll } from 'vitest';

/** Makes `new Image()` fail to decode for the calling test file. */
export function imagesFailToDecode(): void {
  const RealImage = window.Image;
  beforeAll(() => {
    class UndecodableImage extends RealImage {
      set src(value: string) {
        super.src = value;
        setTimeout(() => this.dispatchEvent(new Event('error')), 0);
      }
      get src() {
        return super.src;
      }
    }
    window.Image = UndecodableImage as typeof Image;
  });
  afterAll(() => {
    window.Image = RealImage;
  });
}
