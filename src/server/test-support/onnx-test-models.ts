/**
 * Test support (issue 20 §7): tiny ONNX models written by the tests themselves, no Python and no
 * download. `onnx-proto` (the ONNX protobuf schema compiled for protobufjs) encodes a `ModelProto`;
 * onnxruntime loads it like any exported model.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import onnxProto, { type onnx as Onnx } from 'onnx-proto';

const { onnx } = onnxProto;
const float = onnx.TensorProto.DataType.FLOAT;
const int64 = onnx.TensorProto.DataType.INT64;

/** A dimension: a number is fixed, a name is free. */
type Dim = number | string;

/** A graph input or output: float32 unless `type` says int64. */
interface ValueSpec {
  name: string;
  dims: Dim[];
  type?: 'float32' | 'int64';
}

function valueInfo({ name, dims, type }: ValueSpec): Onnx.IValueInfoProto {
  return {
    name,
    type: {
      tensorType: {
        elemType: type === 'int64' ? int64 : float,
        shape: { dim: dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
      },
    },
  };
}

/** A graph of nodes between `inputs` and `outputs` (ONNX opset 13). */
interface GraphSpec {
  inputs: ValueSpec[];
  outputs: ValueSpec[];
  nodes: Onnx.INodeProto[];
  initializers?: Onnx.ITensorProto[];
}

/** Encodes `graph` as an .onnx file named `name` in `folder`. @returns its path. */
export async function writeOnnxModel(folder: string, name: string, graph: GraphSpec): Promise<string> {
  const model = onnx.ModelProto.create({
    irVersion: 8,
    opsetImport: [{ domain: '', version: 13 }],
    producerName: 'wowtees-tests',
    graph: {
      name,
      node: graph.nodes,
      initializer: graph.initializers ?? [],
      input: graph.inputs.map(valueInfo),
      output: graph.outputs.map(valueInfo),
    },
  });
  const file = path.join(folder, `${name}.onnx`);
  await writeFile(file, onnx.ModelProto.encode(model).finish());
  return file;
}

/**
 * A model that inverts colours in the 0..1 range (`1 - x`, by broadcasting): any size, or `size`
 * when given; NCHW unless `layout` says NHWC.
 */
export function writeInvertModel(
  folder: string,
  options: { layout?: 'nchw' | 'nhwc'; size?: { width: number; height: number }; name?: string } = {},
): Promise<string> {
  const [h, w] = options.size ? [options.size.height, options.size.width] : ['height', 'width'];
  const dims: Dim[] = options.layout === 'nhwc' ? [1, h, w, 3] : [1, 3, h, w];
  return writeOnnxModel(folder, options.name ?? `invert-${options.layout ?? 'nchw'}`, {
    inputs: [{ name: 'image', dims }],
    outputs: [{ name: 'inverted', dims }],
    nodes: [{ opType: 'Sub', input: ['one', 'image'], output: ['inverted'], name: 'invert' }],
    initializers: [{ name: 'one', dataType: float, dims: [], floatData: [1] }],
  });
}

/**
 * A model that is slow on purpose: `layers` 3 x 3 convolutions of 32 channels at any size (about a
 * second per layer at 1024 px on one core), for deadline tests.
 */
export function writeSlowModel(folder: string, layers = 8): Promise<string> {
  const nodes: Onnx.INodeProto[] = [];
  const initializers: Onnx.ITensorProto[] = [];
  let previous = 'image';
  let channels = 3;
  for (let i = 0; i < layers; i++) {
    const out = i === layers - 1 ? 3 : 32;
    initializers.push({
      name: `w${i}`,
      dataType: float,
      dims: [out, channels, 3, 3],
      floatData: Array.from({ length: out * channels * 9 }, (_, k) => ((k % 7) - 3) / 100),
    });
    nodes.push({
      opType: 'Conv',
      input: [previous, `w${i}`],
      output: [`c${i}`],
      attribute: [{ name: 'pads', type: onnx.AttributeProto.AttributeType.INTS, ints: [1, 1, 1, 1] }],
    });
    previous = `c${i}`;
    channels = out;
  }
  return writeOnnxModel(folder, 'slow', {
    inputs: [{ name: 'image', dims: [1, 3, 'height', 'width'] }],
    outputs: [{ name: previous, dims: [1, 3, 'height', 'width'] }],
    nodes,
    initializers,
  });
}

/** A grayscale model (`[1,1,H,W]` in and out): the wrong shape for the shop. */
export function writeGrayscaleModel(folder: string): Promise<string> {
  return writeOnnxModel(folder, 'grayscale', {
    inputs: [{ name: 'gray', dims: [1, 1, 'height', 'width'] }],
    outputs: [{ name: 'same', dims: [1, 1, 'height', 'width'] }],
    nodes: [{ opType: 'Identity', input: ['gray'], output: ['same'] }],
  });
}

/** A model whose RGB input gives a one-channel output (`ReduceMean` over the channels). */
export function writeOneChannelOutputModel(folder: string): Promise<string> {
  return writeOnnxModel(folder, 'one-channel-output', {
    inputs: [{ name: 'image', dims: [1, 3, 'height', 'width'] }],
    outputs: [{ name: 'mean', dims: [1, 1, 'height', 'width'] }],
    nodes: [
      {
        opType: 'ReduceMean',
        input: ['image'],
        output: ['mean'],
        attribute: [{ name: 'axes', type: onnx.AttributeProto.AttributeType.INTS, ints: [1] }],
      },
    ],
  });
}
