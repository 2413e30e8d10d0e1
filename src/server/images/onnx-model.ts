/**
 * What the shop needs of a merchant's ONNX image-to-image model (issue 20 §7, docs/decisions/0020),
 * without loading the runtime: the check of its declared input and output, the size a photo is run
 * at, and the conversion between pixels and tensors.
 *
 * The model takes exactly one float32 RGB image tensor, `[1,3,H,W]` (NCHW) or `[1,H,W,3]` (NHWC),
 * with H and W fixed numbers or both free (symbolic), values in `ONNX_INPUT_RANGE`; it gives (as its
 * first output) an RGB image of the same layout and range. The output may be larger than the input
 * (an upscaling model): the padding added to the input is cropped off in proportion.
 */

/** The pixel values a model takes and gives. */
export type OnnxRange = '0..1' | '-1..1' | '0..255';
/** Where the channels are: `[1,3,H,W]` or `[1,H,W,3]`. */
export type OnnxLayout = 'nchw' | 'nhwc';

/** A value of a model as onnxruntime describes it (`InferenceSession.inputMetadata` items). */
export interface OnnxValueMetadata {
  name: string;
  isTensor: boolean;
  type?: string;
  /** Numbers for fixed dimensions, names (or -1) for free ones; empty when the model does not say. */
  shape?: ReadonlyArray<number | string>;
}

/** The model as the shop runs it (checked at start by {@link describeModel}). */
export interface OnnxModelShape {
  inputName: string;
  outputName: string;
  layout: OnnxLayout;
  /** The model's own height and width, or null when it takes any size. */
  fixedSize: { width: number; height: number } | null;
}

/** A model the shop cannot run; the message says what it has and what is needed. */
export class OnnxModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OnnxModelError';
  }
}

const needed = 'one float32 RGB image, [1,3,H,W] (NCHW) or [1,H,W,3] (NHWC)';

/** `[1,3,"height",512]` as text for messages. */
function shapeText(shape: ReadonlyArray<number | string> | undefined): string {
  if (!shape || shape.length === 0) return 'no declared shape';
  return `[${shape.map((d) => (typeof d === 'number' && d >= 0 ? String(d) : typeof d === 'string' ? d : '?')).join(',')}]`;
}

const isFixed = (d: number | string | undefined): d is number => typeof d === 'number' && d > 0;

/** The layout a 4-dimension image shape declares, or null when neither or both fit. */
function layoutOf(shape: ReadonlyArray<number | string>): OnnxLayout | null {
  const nchw = shape[1] === 3;
  const nhwc = shape[3] === 3;
  if (nchw === nhwc) return null;
  return nchw ? 'nchw' : 'nhwc';
}

/**
 * Checks a model's declared input and output (see the file comment).
 * @throws OnnxModelError naming what the model declares and what is needed.
 */
export function describeModel(
  inputs: readonly OnnxValueMetadata[],
  outputs: readonly OnnxValueMetadata[],
): OnnxModelShape {
  if (inputs.length !== 1) {
    throw new OnnxModelError(
      `the model takes ${inputs.length} inputs (${inputs.map((i) => i.name).join(', ')}); it must take ${needed}`,
    );
  }
  const [input] = inputs;
  const shape = input.shape ?? [];
  if (!input.isTensor || input.type !== 'float32') {
    throw new OnnxModelError(
      `the model's input "${input.name}" is ${input.type ?? 'not a tensor'}; it must be ${needed}`,
    );
  }
  if (shape.length !== 4) {
    throw new OnnxModelError(`the model's input "${input.name}" has ${shapeText(shape)}; it must be ${needed}`);
  }
  if (isFixed(shape[0]) && shape[0] !== 1) {
    throw new OnnxModelError(
      `the model's input "${input.name}" has a batch of ${shape[0]} (${shapeText(shape)}); it must be 1`,
    );
  }
  const layout = layoutOf(shape);
  if (!layout) {
    throw new OnnxModelError(
      `the model's input "${input.name}" has ${shapeText(shape)}: no dimension of 3 RGB channels where ${needed} has it`,
    );
  }
  const [height, width] = layout === 'nchw' ? [shape[2], shape[3]] : [shape[1], shape[2]];
  if (isFixed(height) !== isFixed(width)) {
    throw new OnnxModelError(
      `the model's input "${input.name}" has ${shapeText(shape)}: height and width must be both fixed or both free`,
    );
  }
  const output = outputs[0];
  if (!output) throw new OnnxModelError('the model has no output');
  if (!output.isTensor || output.type !== 'float32') {
    throw new OnnxModelError(
      `the model's output "${output.name}" is ${output.type ?? 'not a tensor'}; it must be a float32 RGB image`,
    );
  }
  const out = output.shape ?? [];
  // An output without a declared shape is checked on each run (imageFromTensor).
  if (out.length > 0 && (out.length !== 4 || layoutOf(out) === null)) {
    throw new OnnxModelError(
      `the model's output "${output.name}" has ${shapeText(out)}; it must be an RGB image like its input (${shapeText(shape)})`,
    );
  }
  return {
    inputName: input.name,
    outputName: output.name,
    layout,
    fixedSize: isFixed(height) && isFixed(width) ? { width, height } : null,
  };
}

/** One line for the start log: what runs and at which size. */
export function modelSummary(
  shape: OnnxModelShape,
  options: { inputSize: number; sizeMultiple: number; range: OnnxRange },
): string {
  const size = shape.fixedSize
    ? `${shape.fixedSize.width} x ${shape.fixedSize.height} px (photos fitted and padded)`
    : `any size (run at ${options.inputSize} px on the long side, padded to a multiple of ${options.sizeMultiple})`;
  return `input "${shape.inputName}" ${shape.layout.toUpperCase()} float32 RGB, ${size}, values ${options.range}; output "${shape.outputName}"`;
}

/** The largest long side the model renders at (its fixed size, or `inputSize`), pixels. */
export function modelLongSidePx(shape: OnnxModelShape, inputSize: number): number {
  return shape.fixedSize ? Math.max(shape.fixedSize.width, shape.fixedSize.height) : inputSize;
}

/** How a photo is fed: scaled to `content` (aspect kept), padded at the right and bottom to `tensor`. */
export interface InputPlan {
  content: { width: number; height: number };
  tensor: { width: number; height: number };
}

/**
 * The sizes a `photo` (pixels, orientation applied) is run at: a fixed-size model's size with the
 * photo fitted inside; else the photo scaled to `longSidePx` on its long side, padded to a multiple
 * of `sizeMultiple`.
 */
export function planInput(
  photo: { width: number; height: number },
  shape: OnnxModelShape,
  options: { longSidePx: number; sizeMultiple: number },
): InputPlan {
  const box = shape.fixedSize ?? { width: options.longSidePx, height: options.longSidePx };
  const scale = Math.min(box.width / photo.width, box.height / photo.height);
  const content = {
    width: Math.min(box.width, Math.max(1, Math.round(photo.width * scale))),
    height: Math.min(box.height, Math.max(1, Math.round(photo.height * scale))),
  };
  if (shape.fixedSize) return { content, tensor: shape.fixedSize };
  const up = (n: number) => Math.ceil(n / options.sizeMultiple) * options.sizeMultiple;
  return { content, tensor: { width: up(content.width), height: up(content.height) } };
}

/** Pixel value (0..255) to the model's range, and back. */
const toModel: Record<OnnxRange, (v: number) => number> = {
  '0..1': (v) => v / 255,
  '-1..1': (v) => v / 127.5 - 1,
  '0..255': (v) => v,
};
const fromModel: Record<OnnxRange, (v: number) => number> = {
  '0..1': (v) => v * 255,
  '-1..1': (v) => (v + 1) * 127.5,
  '0..255': (v) => v,
};

/**
 * Interleaved 8-bit RGB pixels (`width` x `height`, as sharp's raw output) as the model's input
 * tensor data in `layout` and `range`.
 */
export function tensorFromPixels(
  rgb: Uint8Array,
  size: { width: number; height: number },
  layout: OnnxLayout,
  range: OnnxRange,
): Float32Array {
  const pixels = size.width * size.height;
  if (rgb.length !== pixels * 3) throw new RangeError(`expected ${pixels * 3} RGB bytes, got ${rgb.length}`);
  const convert = toModel[range];
  const data = new Float32Array(pixels * 3);
  if (layout === 'nhwc') {
    for (let i = 0; i < data.length; i++) data[i] = convert(rgb[i]);
    return data;
  }
  for (let p = 0; p < pixels; p++) {
    data[p] = convert(rgb[p * 3]);
    data[pixels + p] = convert(rgb[p * 3 + 1]);
    data[2 * pixels + p] = convert(rgb[p * 3 + 2]);
  }
  return data;
}

/**
 * The model's output tensor (`dims` as it gave them) as interleaved 8-bit RGB pixels, values
 * rounded and clamped (NaN as 0). Its layout is read from `dims` (the input's `layout` when both fit).
 * @throws OnnxModelError when the output is not a single RGB image.
 */
export function pixelsFromTensor(
  data: Float32Array,
  dims: readonly number[],
  layout: OnnxLayout,
  range: OnnxRange,
): { rgb: Uint8ClampedArray; width: number; height: number } {
  // A 3 x 3 pixel output fits both layouts: the input's is meant.
  const both = dims[1] === 3 && dims[3] === 3;
  const outLayout = dims.length === 4 && dims[0] === 1 ? (layoutOf(dims) ?? (both ? layout : null)) : null;
  if (!outLayout) {
    throw new OnnxModelError(
      `the model's output has shape [${dims.join(',')}]; it must be an RGB image like its input`,
    );
  }
  const [height, width] = outLayout === 'nchw' ? [dims[2], dims[3]] : [dims[1], dims[2]];
  const pixels = width * height;
  if (data.length !== pixels * 3) {
    throw new OnnxModelError(`the model's output holds ${data.length} values for shape [${dims.join(',')}]`);
  }
  const convert = fromModel[range];
  // Clamped bytes: out-of-range values saturate, NaN becomes 0.
  const rgb = new Uint8ClampedArray(pixels * 3);
  if (outLayout === 'nhwc') {
    for (let i = 0; i < rgb.length; i++) rgb[i] = convert(data[i]);
  } else {
    for (let p = 0; p < pixels; p++) {
      rgb[p * 3] = convert(data[p]);
      rgb[p * 3 + 1] = convert(data[pixels + p]);
      rgb[p * 3 + 2] = convert(data[2 * pixels + p]);
    }
  }
  return { rgb, width, height };
}

/** The part of an output of `output` size that shows the photo (the input's padding cropped in proportion). */
export function contentOfOutput(
  plan: InputPlan,
  output: { width: number; height: number },
): { width: number; height: number } {
  return {
    width: Math.min(output.width, Math.max(1, Math.round((plan.content.width * output.width) / plan.tensor.width))),
    height: Math.min(
      output.height,
      Math.max(1, Math.round((plan.content.height * output.height) / plan.tensor.height)),
    ),
  };
}
