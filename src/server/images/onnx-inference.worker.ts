/**
 * The ONNX model's process (issue 20 §7, docs/decisions/0020): started by onnx-runner.ts with
 * `child_process.fork`, it loads the merchant's model once and runs one photo at a time. A child
 * process, not a worker thread: onnxruntime's `run` blocks its thread in native code, and ending a
 * worker thread in that call aborts the whole server (measured with onnxruntime-node 1.30), so a
 * render past its deadline is stopped by killing this process instead.
 *
 * Messages (structured clone, `serialization: 'advanced'`): the parent sends `load` once, then
 * `stylize` tasks; this process answers `loaded` (or `load-failed`), and per task `started`, then a
 * `result`. It exits when the parent goes away.
 */
import sharp from 'sharp';
import { imageTimeoutError, isSharpTimeout, sharpTimeoutSeconds } from './image-deadlines.ts';
import {
  contentOfOutput,
  describeModel,
  OnnxModelError,
  type OnnxModelShape,
  type OnnxRange,
  pixelsFromTensor,
  planInput,
  tensorFromPixels,
} from './onnx-model.ts';

/** What the parent sends. */
export type OnnxRequest =
  | { type: 'load'; modelPath: string; threads: number }
  | {
      type: 'stylize';
      id: number;
      bytes: Uint8Array;
      longSidePx: number;
      range: OnnxRange;
      sizeMultiple: number;
      timeoutSeconds: number;
    };

/** What this process answers. */
export type OnnxReply =
  | { type: 'loaded'; shape: OnnxModelShape }
  | { type: 'load-failed'; message: string }
  | { type: 'started'; id: number }
  | { type: 'result'; id: number; ok: true; body: Uint8Array; width: number; height: number }
  | { type: 'result'; id: number; ok: false; kind: 'unreadable' | 'timeout' | 'model'; message: string };

type Ort = typeof import('onnxruntime-node');
type Session = Awaited<ReturnType<Ort['InferenceSession']['create']>>;

let ort: Ort;
let session: Session;
let shape: OnnxModelShape;

// One libvips thread: the model's threads are the work of this process.
sharp.concurrency(1);
sharp.cache(false);

function send(reply: OnnxReply): void {
  process.send?.(reply);
}

/** Loads the runtime (an optional dependency) and the model, and checks the model's input and output. */
async function load(modelPath: string, threads: number): Promise<OnnxReply> {
  try {
    ort = await import('onnxruntime-node');
  } catch {
    return {
      type: 'load-failed',
      message: 'onnxruntime-node is not installed (an optional dependency: run `npm install onnxruntime-node`)',
    };
  }
  try {
    session = await ort.InferenceSession.create(modelPath, {
      intraOpNumThreads: threads,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      logSeverityLevel: 3,
    });
  } catch (error) {
    return { type: 'load-failed', message: `onnxruntime cannot load the model: ${(error as Error).message}` };
  }
  try {
    shape = describeModel(session.inputMetadata, session.outputMetadata);
    return { type: 'loaded', shape };
  } catch (error) {
    return { type: 'load-failed', message: (error as Error).message };
  }
}

/** Decodes the photo, runs the model and encodes its image as PNG (the artwork's full-size master). */
async function stylize(task: Extract<OnnxRequest, { type: 'stylize' }>): Promise<OnnxReply> {
  const { id, range, timeoutSeconds } = task;
  const timeout = { seconds: sharpTimeoutSeconds(timeoutSeconds) };
  const source = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  let input: { data: Buffer; plan: ReturnType<typeof planInput> };
  try {
    const { autoOrient } = await sharp(source).metadata();
    const plan = planInput(autoOrient, shape, { longSidePx: task.longSidePx, sizeMultiple: task.sizeMultiple });
    const data = await sharp(source, { failOn: 'error' })
      .timeout(timeout)
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ ...plan.content, fit: 'fill', kernel: 'lanczos3' })
      .extend({
        right: plan.tensor.width - plan.content.width,
        bottom: plan.tensor.height - plan.content.height,
        extendWith: 'mirror',
      })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer();
    input = { data, plan };
  } catch (error) {
    if (isSharpTimeout(error))
      return { type: 'result', id, ok: false, kind: 'timeout', message: imageTimeoutError(timeoutSeconds).message };
    return { type: 'result', id, ok: false, kind: 'unreadable', message: 'The photo is damaged or incomplete' };
  }
  const { plan } = input;
  let pixels: ReturnType<typeof pixelsFromTensor>;
  try {
    const dims =
      shape.layout === 'nchw'
        ? [1, 3, plan.tensor.height, plan.tensor.width]
        : [1, plan.tensor.height, plan.tensor.width, 3];
    const tensor = new ort.Tensor('float32', tensorFromPixels(input.data, plan.tensor, shape.layout, range), dims);
    const outputs = await session.run({ [shape.inputName]: tensor });
    const output = outputs[shape.outputName];
    if (output?.type !== 'float32') throw new OnnxModelError(`the model gave no float32 output "${shape.outputName}"`);
    pixels = pixelsFromTensor(output.data as Float32Array, output.dims, shape.layout, range);
    tensor.dispose();
    output.dispose();
  } catch (error) {
    return {
      type: 'result',
      id,
      ok: false,
      kind: 'model',
      message: `The ONNX model failed: ${(error as Error).message}`,
    };
  }
  try {
    const crop = contentOfOutput(plan, pixels);
    const { data, info } = await sharp(pixels.rgb, { raw: { width: pixels.width, height: pixels.height, channels: 3 } })
      .timeout(timeout)
      .extract({ left: 0, top: 0, ...crop })
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer({ resolveWithObject: true });
    return { type: 'result', id, ok: true, body: data, width: info.width, height: info.height };
  } catch (error) {
    if (isSharpTimeout(error))
      return { type: 'result', id, ok: false, kind: 'timeout', message: imageTimeoutError(timeoutSeconds).message };
    throw error;
  }
}

process.on('message', (message: OnnxRequest) => {
  if (message.type === 'load') {
    void load(message.modelPath, message.threads).then(send);
    return;
  }
  send({ type: 'started', id: message.id });
  stylize(message).then(send, (error: unknown) => {
    const text = error instanceof Error ? error.message : String(error);
    send({ type: 'result', id: message.id, ok: false, kind: 'model', message: text });
  });
});
// The parent went away (it stopped, or died): nothing is left to do.
process.on('disconnect', () => process.exit(0));
