/**
 * Test support: the hostile files of the security probe (issue 17 point 2, finding F3), made the
 * way an attacker would make them, small on the wire and costly to decode.
 */
import sharp from 'sharp';

/**
 * F3's 185-byte SVG: a 6000 x 6000 rectangle under one huge Gaussian blur. Rasterising it costs
 * librsvg about 85 s of one core in a single call that no timeout can interrupt.
 */
export const blurBombSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"><filter id="f"><feGaussianBlur stdDeviation="500"/></filter><rect width="6000" height="6000" filter="url(#f)"/></svg>\n',
);

/** Skips one GIF data sub-block chain (length-prefixed blocks ending with a zero length); returns the offset after it. */
function skipSubBlocks(gif: Buffer, offset: number): number {
  let at = offset;
  while (gif[at] !== 0) at += gif[at] + 1;
  return at + 1;
}

/**
 * An animated GIF of `frames` identical frames of `width` x `height` pixels, looping: one frame
 * encoded by sharp, its bytes repeated. A flat colour compresses to a few KiB per frame, so a
 * 2000 x 2000 x 400 animation (1.6 gigapixels) is a 1 MB file.
 */
export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const one = await sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .gif()
    .toBuffer();
  // Header (6 bytes), logical screen descriptor (7), then the global colour table if flagged.
  let at = 13;
  if (one[10] & 0x80) at += 3 * 2 ** ((one[10] & 7) + 1);
  const head = one.subarray(0, at);
  let frameStart = -1;
  for (;;) {
    if (one[at] === 0x21) {
      // An extension; a graphic control extension belongs to the frame that follows it.
      if (one[at + 1] === 0xf9 && frameStart < 0) frameStart = at;
      at = skipSubBlocks(one, at + 2);
    } else if (one[at] === 0x2c) {
      if (frameStart < 0) frameStart = at;
      const packed = one[at + 9];
      at += 10;
      if (packed & 0x80) at += 3 * 2 ** ((packed & 7) + 1);
      // LZW minimum code size, then the image data.
      at = skipSubBlocks(one, at + 1);
      break;
    } else {
      throw new Error(`unexpected GIF block 0x${one[at]?.toString(16)} at ${at}`);
    }
  }
  const frame = one.subarray(frameStart, at);
  const loop = Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00]);
  return Buffer.concat([head, loop, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}
