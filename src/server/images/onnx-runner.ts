/**
 * Runs a merchant's ONNX image-to-image model (issue 20 §7, docs/decisions/0020) in a child process
 * of its own (onnx-inference.worker.ts; why a process and not a worker thread is said there). The
 * model is loaded and checked when the app starts, so a model the shop cannot run stops the start
 * with what is wrong; renders then run one at a time, in order, with a bounded queue.
 *
 * Every render has a deadline that starts when the process takes it (sharp's timeout inside, and
 * past the deadline plus a grace the process is killed; the next render starts a new one, which
 * loads the model again). A process that dies fails its render (retryable) and is replaced the same way.
 */
import { type ChildProcess, fork } from 'node:child_process';
import type { OnnxStylizerConfig } from '#server/config.ts';
import { AppError } from '#shared/errors.ts';
import { imageTimeoutError, terminateAfterMs } from './image-deadlines.ts';
import { ServiceBusyError } from './image-worker-pool.ts';
import type { OnnxReply, OnnxRequest } from './onnx-inference.worker.ts';
import { modelLongSidePx, OnnxModelError, type OnnxModelShape } from './onnx-model.ts';

/** An image the model made: PNG at the model's output size, the padding cropped off. */
export interface OnnxImage {
  body: Buffer;
  contentType: 'image/png';
  width: number;
  height: number;
}

export interface OnnxRunner {
  /** The model as checked at start. */
  readonly shape: OnnxModelShape;
  /** The largest long side it renders at: the model's fixed size, or `ONNX_INPUT_SIZE`. */
  readonly maxLongSidePx: number;
  /**
   * Runs the model on an encoded photo, scaled so its long side is at most `longSidePx` (a fixed-size
   * model: its own size).
   * @throws ServiceBusyError when `maxQueue` renders already wait; AppError IMAGE_UNREADABLE,
   *   IMAGE_PROCESSING_TIMEOUT; OnnxModelError when the model fails on it (or cannot be loaded
   *   again); Error when its process died.
   */
  run(source: Buffer, options: { longSidePx: number; signal?: AbortSignal }): Promise<OnnxImage>;
  /** Fails the renders still waiting and stops the process. */
  close(): Promise<void>;
}

export interface OnnxRunnerLimits {
  /** A render's deadline, seconds of work (the image print deadline). */
  timeoutSeconds: number;
  /** Renders that may wait; one more is a ServiceBusyError. */
  maxQueue: number;
  /** onnxruntime's threads within one render. */
  threads: number;
  /** How long loading the model may take, seconds. */
  loadTimeoutSeconds?: number;
}

const workerUrl = new URL('./onnx-inference.worker.ts', import.meta.url);

/** One started process with the model loaded. */
interface Loaded {
  child: ChildProcess;
  shape: OnnxModelShape;
}

/** Starts the process and loads the model. @throws OnnxModelError with why it cannot run. */
function spawnLoaded(config: OnnxStylizerConfig, limits: OnnxRunnerLimits): Promise<Loaded> {
  const child = fork(workerUrl, [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<Loaded>((resolve, reject) => {
    const fail = (message: string) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.kill('SIGKILL');
      reject(new OnnxModelError(message));
    };
    const timer = setTimeout(
      () => fail(`the model did not load within ${limits.loadTimeoutSeconds ?? 120} s`),
      (limits.loadTimeoutSeconds ?? 120) * 1000,
    );
    const onExit = (code: number | null, signal: string | null) =>
      fail(`the model's process stopped while loading it (${signal ?? `exit code ${code}`})`);
    // A process that cannot start, or a message it can no longer take, is an 'error' event: never
    // unhandled (that would end the server); its 'exit' (or the task's send callback) says the rest.
    child.on('error', (error) => {
      if (child.pid === undefined) fail(`the model's process could not start: ${error.message}`);
    });
    const onMessage = (reply: OnnxReply) => {
      if (reply.type === 'load-failed') fail(reply.message);
      if (reply.type !== 'loaded') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve({ child, shape: reply.shape });
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ type: 'load', modelPath: config.modelPath, threads: limits.threads } satisfies OnnxRequest);
  });
}

interface Task {
  id: number;
  bytes: Uint8Array;
  longSidePx: number;
  resolve: (image: OnnxImage) => void;
  reject: (error: Error) => void;
}

/**
 * Starts the model's process, loads and checks the model (see onnx-model.ts for what it must take
 * and give).
 * @throws OnnxModelError `Invalid configuration: ONNX_MODEL_PATH: …` naming what is wrong (the
 *   runtime not installed, a file it cannot load, a wrong input or output).
 */
export async function startOnnxRunner(config: OnnxStylizerConfig, limits: OnnxRunnerLimits): Promise<OnnxRunner> {
  let current: Loaded | null = null;
  /** Starts the process; one that dies while idle is forgotten, so the next render starts another. */
  const load = async () => {
    const loaded = await spawnLoaded(config, limits);
    loaded.child.once('exit', () => {
      if (current === loaded) current = null;
    });
    return loaded;
  };
  try {
    current = await load();
  } catch (error) {
    if (!(error instanceof OnnxModelError)) throw error;
    // Said as a configuration problem: the start stops with it (main.ts prints the message alone).
    throw new OnnxModelError(`Invalid configuration:\n  ONNX_MODEL_PATH: ${config.modelPath}: ${error.message}`);
  }
  const { shape } = current;
  const maxLongSidePx = modelLongSidePx(shape, config.inputSize);
  const waiting: Task[] = [];
  let running = false;
  let closed = false;
  let nextId = 1;

  /** Runs one task on the process (started again when an earlier one was killed or died). */
  async function runTask(task: Task): Promise<OnnxImage> {
    current ??= await load();
    const { child } = current;
    return new Promise<OnnxImage>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onExit = (code: number | null, signal: string | null) => {
        finish();
        if (current?.child === child) current = null;
        reject(
          timer && signal === 'SIGKILL'
            ? imageTimeoutError(limits.timeoutSeconds)
            : new Error(`The ONNX model's process stopped (${signal ?? `exit code ${code}`})`),
        );
      };
      const onMessage = (reply: OnnxReply) => {
        if (!('id' in reply) || reply.id !== task.id) return;
        if (reply.type === 'started') {
          timer = setTimeout(() => child.kill('SIGKILL'), terminateAfterMs(limits.timeoutSeconds));
          return;
        }
        if (reply.type !== 'result') return;
        finish();
        if (reply.ok) {
          const body = Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength);
          resolve({ body, contentType: 'image/png', width: reply.width, height: reply.height });
        } else if (reply.kind === 'unreadable') reject(new AppError('IMAGE_UNREADABLE', reply.message));
        else if (reply.kind === 'timeout') reject(new AppError('IMAGE_PROCESSING_TIMEOUT', reply.message));
        else reject(new OnnxModelError(reply.message));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      const request: OnnxRequest = {
        type: 'stylize',
        id: task.id,
        bytes: task.bytes,
        longSidePx: task.longSidePx,
        range: config.inputRange,
        sizeMultiple: config.sizeMultiple,
        timeoutSeconds: limits.timeoutSeconds,
      };
      child.send(request, (error) => {
        if (!error) return;
        // The process went away just before: its 'exit' may not come for this listener.
        finish();
        if (current?.child === child) current = null;
        reject(new Error(`The ONNX model's process could not take the render: ${error.message}`));
      });
    });
  }

  /** Takes the next waiting task while none runs. */
  function drain(): void {
    if (running || closed) return;
    const task = waiting.shift();
    if (!task) return;
    running = true;
    runTask(task)
      .then(task.resolve, task.reject)
      .finally(() => {
        running = false;
        drain();
      });
  }

  return {
    shape,
    maxLongSidePx,
    run(source, { longSidePx, signal }) {
      if (closed) return Promise.reject(new Error('The ONNX model has been stopped'));
      if (waiting.length >= limits.maxQueue) return Promise.reject(new ServiceBusyError());
      return new Promise<OnnxImage>((resolve, reject) => {
        const task: Task = {
          id: nextId++,
          bytes: new Uint8Array(source),
          longSidePx: Math.min(longSidePx, maxLongSidePx),
          resolve,
          reject,
        };
        // A job that stops while its render waits gives its place up.
        signal?.addEventListener(
          'abort',
          () => {
            const at = waiting.indexOf(task);
            if (at === -1) return;
            waiting.splice(at, 1);
            reject(new Error('The render was stopped while waiting for the ONNX model'));
          },
          { once: true },
        );
        waiting.push(task);
        drain();
      });
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error('The ONNX model has been stopped'));
      const child = current?.child;
      current = null;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
