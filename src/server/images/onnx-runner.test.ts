import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnnxStylizerConfig } from '#server/config.ts';
import {
  writeGrayscaleModel,
  writeInvertModel,
  writeOneChannelOutputModel,
  writeSlowModel,
} from '#server/test-support/onnx-test-models.ts';
import { fixturePhoto } from '#server/test-support/test-app.ts';
import { ServiceBusyError } from './image-worker-pool.ts';
import { OnnxModelError } from './onnx-model.ts';
import { type OnnxRunner, startOnnxRunner } from './onnx-runner.ts';

const limits = { timeoutSeconds: 30, maxQueue: 4, threads: 1 };
const settings = (modelPath: string): OnnxStylizerConfig => ({
  modelPath,
  inputSize: 256,
  inputRange: '0..1',
  sizeMultiple: 32,
});

/** The RGB of pixel (x, y) of an encoded image. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe('the ONNX runner with models the test writes', () => {
  let folder: string;
  let photo: Buffer;
  const runners: OnnxRunner[] = [];
  const start = async (modelPath: string, overrides: Partial<typeof limits> = {}, config = settings(modelPath)) => {
    const runner = await startOnnxRunner(config, { ...limits, ...overrides });
    runners.push(runner);
    return runner;
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'wowtees-onnx-'));
    photo = await readFile(fixturePhoto('astronaut.png'));
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.close()));
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it.each(['nchw', 'nhwc'] as const)(
    'runs a %s model: the artwork has its effect (colours inverted)',
    async (layout) => {
      const runner = await start(await writeInvertModel(folder, { layout }));
      expect(runner.shape).toMatchObject({ inputName: 'image', outputName: 'inverted', layout, fixedSize: null });
      expect(runner.maxLongSidePx).toBe(256);
      const image = await runner.run(photo, { longSidePx: 1024 });
      // astronaut.png is 512 x 512: scaled to the 256 px input size, no padding needed.
      expect(image).toMatchObject({ contentType: 'image/png', width: 256, height: 256 });
      const original = await sharp(photo).resize(256, 256, { kernel: 'lanczos3' }).png().toBuffer();
      for (const [x, y] of [
        [128, 128],
        [20, 200],
      ]) {
        const before = await pixel(original, x, y);
        const after = await pixel(image.body, x, y);
        for (let c = 0; c < 3; c++) expect(Math.abs(after[c] - (255 - before[c]))).toBeLessThanOrEqual(1);
      }
    },
  );

  it("fits a photo into a fixed-size model and crops the padding off the model's image", async () => {
    const runner = await start(await writeInvertModel(folder, { size: { width: 64, height: 64 }, name: 'fixed' }));
    expect(runner.shape.fixedSize).toEqual({ width: 64, height: 64 });
    const wide = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#204060' } })
      .png()
      .toBuffer();
    const image = await runner.run(wide, { longSidePx: 1024 });
    expect(image).toMatchObject({ width: 64, height: 32 });
    expect(await pixel(image.body, 63, 31)).toEqual([255 - 0x20, 255 - 0x40, 255 - 0x60]);
  });

  it('refuses at start a model that is not an RGB image model, saying what it has', async () => {
    const gray = await writeGrayscaleModel(folder);
    await expect(start(gray)).rejects.toThrow(OnnxModelError);
    await expect(start(gray)).rejects.toThrow(
      `Invalid configuration:\n  ONNX_MODEL_PATH: ${gray}: the model's input "gray" has [1,1,height,width]: no dimension of 3 RGB channels`,
    );
    await expect(start(await writeOneChannelOutputModel(folder))).rejects.toThrow(
      /output "mean" has \[1,1,height,width\]/,
    );
  });

  it('refuses at start a file that is no model', async () => {
    const notAModel = path.join(folder, 'photo.onnx');
    await sharp(photo).toFile(notAModel);
    await expect(start(notAModel)).rejects.toThrow(/ONNX_MODEL_PATH: .*photo\.onnx: onnxruntime cannot load the model/);
  });

  it('answers a photo it cannot decode as unreadable, and keeps working', async () => {
    const runner = await start(await writeInvertModel(folder, { name: 'unreadable' }));
    await expect(runner.run(Buffer.from('not an image'), { longSidePx: 256 })).rejects.toMatchObject({
      code: 'IMAGE_UNREADABLE',
    });
    expect((await runner.run(photo, { longSidePx: 64 })).width).toBe(64);
  });

  it('stops a render past its deadline by ending the process, and the next render starts a new one', async () => {
    const runner = await start(
      await writeSlowModel(folder),
      { timeoutSeconds: 0.3 },
      {
        ...settings(''),
        modelPath: path.join(folder, 'slow.onnx'),
        inputSize: 2048,
      },
    );
    await expect(runner.run(photo, { longSidePx: 2048 })).rejects.toMatchObject({ code: 'IMAGE_PROCESSING_TIMEOUT' });
    // A small render fits the deadline on the new process.
    const image = await runner.run(photo, { longSidePx: 32 });
    expect(image).toMatchObject({ width: 32, height: 32 });
  });

  it('starts the process again when it died while idle', async () => {
    const runner = await start(await writeInvertModel(folder, { name: 'idle-crash' }));
    // The model processes (children of the test's process), killed as the OOM killer would.
    const pids = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'onnx-inference.worker'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) process.kill(Number(pid), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await runner.run(photo, { longSidePx: 128 })).width).toBe(128);
  });

  it('answers busy when the queue is full', async () => {
    const runner = await start(await writeInvertModel(folder, { name: 'queue' }), { maxQueue: 1 });
    const first = runner.run(photo, { longSidePx: 256 });
    const second = runner.run(photo, { longSidePx: 256 });
    await expect(runner.run(photo, { longSidePx: 256 })).rejects.toThrow(ServiceBusyError);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  });
});
