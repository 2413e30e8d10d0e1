import { Worker, isMainThread } from 'node:worker_threads';
if (isMainThread) {
  const t0 = Date.now();
  const w = new Worker(new URL(import.meta.url));
  w.on('message', (m) => console.log('msg', m, Date.now() - t0));
  setTimeout(async () => { console.log('terminating', Date.now() - t0); await w.terminate(); console.log('terminated', Date.now() - t0); }, 1500);
  w.on('exit', (c) => console.log('exit', c, Date.now() - t0));
  setTimeout(() => console.log('main alive', Date.now() - t0), 6000);
} else {
  const { parentPort } = await import('node:worker_threads');
  const ort = (await import('onnxruntime-node')).default;
  const s = await ort.InferenceSession.create('/tmp/ortx/heavy.onnx', { intraOpNumThreads: 1, interOpNumThreads: 1 });
  parentPort!.postMessage('loaded');
  const n = 1024 * 1024;
  const t = new ort.Tensor('float32', new Float32Array(3 * n), [1, 3, 1024, 1024]);
  const t1 = Date.now();
  await s.run({ image: t });
  parentPort!.postMessage(`ran ${Date.now() - t1}`);
  await s.run({ image: t });
  parentPort!.postMessage(`ran2 ${Date.now() - t1}`);
}
