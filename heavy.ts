import onnxProto from 'onnx-proto';
import { writeFileSync } from 'node:fs';
const { onnx } = onnxProto;
const F = onnx.TensorProto.DataType.FLOAT;
const dim = (d: number | string) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d });
const vi = (name: string, dims: (number | string)[]) => ({ name, type: { tensorType: { elemType: F, shape: { dim: dims.map(dim) } } } });
const C = 32, L = 8;
const nodes: any[] = [], inits: any[] = [];
let prev = 'image', cin = 3;
for (let i = 0; i < L; i++) {
  const cout = i === L - 1 ? 3 : C;
  inits.push({ name: `w${i}`, dataType: F, dims: [cout, cin, 3, 3], floatData: Array.from({ length: cout * cin * 9 }, () => (Math.random() - 0.5) * 0.1) });
  nodes.push({ opType: 'Conv', input: [prev, `w${i}`], output: [`c${i}`], attribute: [{ name: 'pads', type: onnx.AttributeProto.AttributeType.INTS, ints: [1, 1, 1, 1] }] });
  prev = `c${i}`; cin = cout;
}
const model = onnx.ModelProto.create({ irVersion: 8, opsetImport: [{ domain: '', version: 13 }], graph: { name: 'heavy', node: nodes, initializer: inits, input: [vi('image', [1, 3, 'h', 'w'])], output: [vi(prev, [1, 3, 'h', 'w'])] } });
writeFileSync('/tmp/ortx/heavy.onnx', onnx.ModelProto.encode(model).finish());
