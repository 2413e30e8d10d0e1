/**
 * ONNX figures for `npm run bench` (issue 20 §7): a 12 MP phone JPEG through a merchant's model in
 * its own process (images/onnx-runner.ts), one at a time, median of 3 after a warm-up. Two models the
 * bench writes itself: `invert` (one subtraction: the pipeline's own cost, decode to PNG) and `8 x
 * conv 32` (eight 3 x 3 convolutions of 32 channels, about 19 GMAC per megapixel: a stand-in for a
 * small image-to-image network). onnxruntime runs on one thread, as with the default two cores.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startOnnxRunner } from '#server/images/onnx-runner.ts';
import { writeInvertModel, writeSlowModel } from '#server/test-support/onnx-test-models.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/** Appends its rows to `rows`. @param phone a 12 MP JPEG. */
export async function benchOnnxArtwork(rows: Array<[string, string]>, phone: Buffer): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'wowtees-bench-onnx-'));
  try {
    const models = [
      ['invert', await writeInvertModel(folder)],
      ['8 x conv 32', await writeSlowModel(folder)],
    ] as const;
    for (const [name, modelPath] of models) {
      for (const inputSize of [512, 1024]) {
        const runner = await startOnnxRunner(
          { modelPath, inputSize, inputRange: '0..1', sizeMultiple: 32 },
          { timeoutSeconds: 300, maxQueue: 4, threads: 1 },
        );
        try {
          await runner.run(phone, { longSidePx: inputSize });
          const times: number[] = [];
          let size = { width: 0, height: 0 };
          for (let i = 0; i < 3; i++) {
            const started = performance.now();
            const image = await runner.run(phone, { longSidePx: inputSize });
            times.push(performance.now() - started);
            size = image;
          }
          rows.push([
            `12 MP JPEG -> ONNX model "${name}" at ${inputSize} px (${size.width}x${size.height} PNG), own process, 1 thread`,
            `median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
          ]);
        } finally {
          await runner.close();
        }
      }
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
