import { describe, expect, it } from 'vitest';
import {
  contentOfOutput,
  describeModel,
  OnnxModelError,
  type OnnxValueMetadata,
  pixelsFromTensor,
  planInput,
  tensorFromPixels,
} from './onnx-model.ts';

const tensor = (name: string, shape: Array<number | string>, type = 'float32'): OnnxValueMetadata => ({
  name,
  isTensor: true,
  type,
  shape,
});

describe('describeModel', () => {
  it('takes an NCHW model of any size and an NHWC model of a fixed size', () => {
    expect(describeModel([tensor('image', [1, 3, 'h', 'w'])], [tensor('out', [1, 3, 'h', 'w'])])).toEqual({
      inputName: 'image',
      outputName: 'out',
      layout: 'nchw',
      fixedSize: null,
    });
    expect(describeModel([tensor('x', ['batch', 256, 512, 3])], [tensor('y', [])])).toEqual({
      inputName: 'x',
      outputName: 'y',
      layout: 'nhwc',
      fixedSize: { width: 512, height: 256 },
    });
  });

  it.each([
    ['two inputs', [tensor('a', [1, 3, 8, 8]), tensor('b', [1])], /takes 2 inputs \(a, b\)/],
    ['an int64 input', [tensor('ids', [1, 77], 'int64')], /input "ids" is int64/],
    ['a flat input', [tensor('v', [1, 768])], /has \[1,768\]/],
    ['a batch of 4', [tensor('x', [4, 3, 8, 8])], /batch of 4/],
    ['one channel', [tensor('gray', [1, 1, 'h', 'w'])], /no dimension of 3 RGB channels/],
    ['a fixed height and a free width', [tensor('x', [1, 3, 512, 'w'])], /both fixed or both free/],
  ])('refuses %s, saying what it has', (_name, inputs, message) => {
    expect(() => describeModel(inputs, [tensor('out', [1, 3, 8, 8])])).toThrow(message);
    expect(() => describeModel(inputs, [tensor('out', [1, 3, 8, 8])])).toThrow(OnnxModelError);
  });

  it('refuses an output that is not an RGB image or not float32', () => {
    const input = [tensor('image', [1, 3, 'h', 'w'])];
    expect(() => describeModel(input, [tensor('mean', [1, 1, 'h', 'w'])])).toThrow(/output "mean" has \[1,1,h,w\]/);
    expect(() => describeModel(input, [tensor('f16', [1, 3, 'h', 'w'], 'float16')])).toThrow(/"f16" is float16/);
    expect(() => describeModel(input, [])).toThrow(/no output/);
  });
});

describe('planInput', () => {
  const free = { inputName: 'i', outputName: 'o', layout: 'nchw' as const, fixedSize: null };

  it('scales a photo to the long side and pads to the multiple', () => {
    expect(planInput({ width: 4000, height: 3000 }, free, { longSidePx: 1024, sizeMultiple: 32 })).toEqual({
      content: { width: 1024, height: 768 },
      tensor: { width: 1024, height: 768 },
    });
    expect(planInput({ width: 1000, height: 1500 }, free, { longSidePx: 500, sizeMultiple: 32 })).toEqual({
      content: { width: 333, height: 500 },
      tensor: { width: 352, height: 512 },
    });
  });

  it("fits a photo inside a fixed-size model's square", () => {
    const fixed = { ...free, fixedSize: { width: 512, height: 512 } };
    expect(planInput({ width: 3000, height: 2000 }, fixed, { longSidePx: 1024, sizeMultiple: 32 })).toEqual({
      content: { width: 512, height: 341 },
      tensor: { width: 512, height: 512 },
    });
  });

  it("crops the padding off an output in proportion (an upscaling model's too)", () => {
    const plan = { content: { width: 333, height: 500 }, tensor: { width: 352, height: 512 } };
    expect(contentOfOutput(plan, { width: 352, height: 512 })).toEqual({ width: 333, height: 500 });
    expect(contentOfOutput(plan, { width: 1408, height: 2048 })).toEqual({ width: 1332, height: 2000 });
  });
});

describe('tensors', () => {
  // Two pixels: red-ish and blue-ish.
  const rgb = new Uint8Array([255, 0, 51, 0, 102, 255]);
  const size = { width: 2, height: 1 };

  it('puts the channels in planes (NCHW) or keeps them interleaved (NHWC), in the range asked for', () => {
    expect(Array.from(tensorFromPixels(rgb, size, 'nchw', '0..255'))).toEqual([255, 0, 0, 102, 51, 255]);
    expect(Array.from(tensorFromPixels(rgb, size, 'nhwc', '0..255'))).toEqual([255, 0, 51, 0, 102, 255]);
    const minusOneToOne = new Float32Array([1, -1, -1, 102 / 127.5 - 1, 51 / 127.5 - 1, 1]);
    expect(tensorFromPixels(rgb, size, 'nchw', '-1..1')).toEqual(minusOneToOne);
    expect(() => tensorFromPixels(rgb, { width: 3, height: 1 }, 'nchw', '0..1')).toThrow(RangeError);
  });

  it('turns an output back into the same pixels, clamped, and refuses one that is not an image', () => {
    for (const range of ['0..1', '-1..1', '0..255'] as const) {
      const data = tensorFromPixels(rgb, size, 'nchw', range);
      expect(Array.from(pixelsFromTensor(data, [1, 3, 1, 2], 'nchw', range).rgb)).toEqual(Array.from(rgb));
    }
    const wild = new Float32Array([2, -1, Number.NaN, 0.5, 0.2, 0.4]);
    expect(Array.from(pixelsFromTensor(wild, [1, 1, 2, 3], 'nhwc', '0..1').rgb)).toEqual([255, 0, 0, 128, 51, 102]);
    expect(() => pixelsFromTensor(new Float32Array(2), [1, 1, 1, 2], 'nchw', '0..1')).toThrow(/shape \[1,1,1,2\]/);
    expect(() => pixelsFromTensor(new Float32Array(6), [2, 3, 1, 1], 'nchw', '0..1')).toThrow(OnnxModelError);
  });
});
