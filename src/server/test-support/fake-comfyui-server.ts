/**
 * Test support: a local fake of the ComfyUI server API the `comfyui` stylizer calls (issue 20 §1):
 * `POST /upload/image` (multipart `image`), `POST /prompt {prompt, client_id}` (the workflow; the
 * fake finds the uploaded photo through the LoadImage node's `image` input), `GET /history/{id}`
 * (empty until done, then the saved image or an error) and `GET /view?filename=…` (a tinted copy of
 * the photo). No webhooks: ComfyUI has none. `mode` as for the other fakes.
 */
import { randomUUID } from 'node:crypto';
import {
  type FakeProviderMode,
  type FakeRequest,
  multipartFile,
  sendJson,
  sendPng,
  startFakeHttp,
  tintedArtwork,
} from './fake-provider-support.ts';

interface FakePrompt {
  id: string;
  workflow: Record<string, { class_type?: string; inputs?: Record<string, unknown> }>;
  done: boolean;
  error: string | null;
  output?: string;
}

export interface FakeComfyUiServer {
  /** `http://127.0.0.1:{port}` (`COMFYUI_URL`). */
  baseUrl: string;
  requests: FakeRequest[];
  prompts: Map<string, FakePrompt>;
  mode: FakeProviderMode;
  completeAfterMs: number;
  close(): Promise<void>;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeComfyUiServer(): Promise<FakeComfyUiServer> {
  const uploads = new Map<string, Buffer>();
  const outputs = new Map<string, Buffer>();
  const timers = new Set<NodeJS.Timeout>();
  const state: FakeComfyUiServer = {
    baseUrl: '',
    requests: [],
    prompts: new Map(),
    mode: 'ok',
    completeAfterMs: 200,
    close: async () => {},
  };

  async function finish(prompt: FakePrompt, mode: FakeProviderMode) {
    const loader = Object.values(prompt.workflow).find((node) => node.class_type === 'LoadImage');
    const photo = uploads.get(String(loader?.inputs?.image ?? ''));
    if (mode !== 'ok' || !photo) {
      prompt.error = photo ? 'Exception in KSampler' : 'LoadImage: no such file';
    } else {
      prompt.output = `wowtees_${prompt.id}.png`;
      outputs.set(prompt.output, await tintedArtwork(photo));
    }
    prompt.done = true;
  }

  const server = await startFakeHttp(async (request, response) => {
    const [path, query = ''] = request.path.split('?');
    if (state.mode === 'down') return sendJson(response, 503, { error: 'Service unavailable' });
    if (request.method === 'POST' && path === '/upload/image') {
      const file = multipartFile(request.body, request.contentType ?? '');
      if (!file) return sendJson(response, 400, { error: 'no image' });
      uploads.set(file.filename, file.bytes);
      return sendJson(response, 200, { name: file.filename, subfolder: '', type: 'input' });
    }
    if (request.method === 'POST' && path === '/prompt') {
      const body = JSON.parse(request.body.toString('utf8')) as { prompt?: FakePrompt['workflow'] };
      if (!body.prompt || typeof body.prompt !== 'object') return sendJson(response, 400, { error: 'no prompt' });
      const prompt: FakePrompt = { id: randomUUID(), workflow: body.prompt, done: false, error: null };
      state.prompts.set(prompt.id, prompt);
      const mode = state.mode;
      if (mode !== 'hang') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void finish(prompt, mode);
        }, state.completeAfterMs);
        timers.add(timer);
      }
      return sendJson(response, 200, { prompt_id: prompt.id, number: state.prompts.size, node_errors: {} });
    }
    const history = /^\/history\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && history) {
      const prompt = state.prompts.get(history[1]);
      if (!prompt?.done) return sendJson(response, 200, {});
      return sendJson(response, 200, {
        [prompt.id]: {
          prompt: [],
          outputs: prompt.output
            ? { '9': { images: [{ filename: prompt.output, subfolder: '', type: 'output' }] } }
            : {},
          status: prompt.error
            ? {
                status_str: 'error',
                completed: false,
                messages: [['execution_error', { exception_message: prompt.error }]],
              }
            : { status_str: 'success', completed: true, messages: [] },
        },
      });
    }
    if (request.method === 'GET' && path === '/view') {
      return sendPng(response, outputs.get(new URLSearchParams(query).get('filename') ?? ''));
    }
    return sendJson(response, 404, { error: 'Not found' });
  });
  state.baseUrl = server.origin;
  state.requests = server.requests;
  state.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    await server.close();
  };
  return state;
}
