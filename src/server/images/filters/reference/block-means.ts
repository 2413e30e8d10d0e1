/**
 * The look check of the local stylizer (issue 22 §5): kernels may be rewritten for speed, but a
 * style must keep its look. The PNGs beside this file hold each fixture's styled 1024 px preview
 * reduced to the mean colour of every 8 x 8 block, made before the speed-up; local-filters.test.ts
 * compares every render with them. After a deliberate change of a style's look, remake them with
 * `UPDATE_ARTWORK_REFERENCE=1 npx vitest run src/server/images/filters/local-filters.test.ts`.
 */

/** Side of the square blocks, in pixels. */
const referenceBlockPx = 8;

/**
 * Mean colour of each `referenceBlockPx` block of interleaved 8-bit RGB (blocks at the right and
 * bottom edges average the pixels they have), rounded to bytes.
 */
export function blockMeans(
  rgb: Uint8Array,
  width: number,
  height: number,
): { data: Buffer; width: number; height: number } {
  const columns = Math.ceil(width / referenceBlockPx);
  const rows = Math.ceil(height / referenceBlockPx);
  const sums = new Float64Array(columns * rows * 3);
  const counts = new Float64Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const blockRow = Math.floor(y / referenceBlockPx) * columns;
    for (let x = 0; x < width; x++) {
      const block = blockRow + Math.floor(x / referenceBlockPx);
      const i = (y * width + x) * 3;
      sums[block * 3] += rgb[i];
      sums[block * 3 + 1] += rgb[i + 1];
      sums[block * 3 + 2] += rgb[i + 2];
      counts[block]++;
    }
  }
  const data = Buffer.alloc(columns * rows * 3);
  for (let i = 0; i < data.length; i++) data[i] = Math.round(sums[i] / counts[Math.floor(i / 3)]);
  return { data, width: columns, height: rows };
}
