/**
 * The HTTP core of the API clients (DESIGN.md "HTTP API"): one JSON request or multipart upload,
 * the answer parsed with the caller's zod/mini schema, every failure an `ApiError` whose `code` the UI
 * maps to a translated message (`errors.CODE` in the catalogues, SPEC §8). Apart from api-client.ts
 * (issue 22 §3) so the staff pages' clients do not bring the customer API's schemas with them.
 */
import * as z from 'zod/mini';
import { apiErrorSchema } from '#shared/api/errors.schemas.ts';
import { isErrorCode } from '#shared/errors.ts';
import { ApiError } from './api-error.ts';

/**
 * Sends one request and parses the JSON answer with `schema`.
 * @param started the same request already sent (e.g. by the email-order page's early module): its
 *   answer is parsed instead of sending another.
 * @throws ApiError with the server's `{error:{code,message}}`, or NETWORK_ERROR / UNEXPECTED_RESPONSE.
 */
export async function request<S extends z.core.$ZodType>(
  path: string,
  init: RequestInit,
  schema: S,
  started?: Promise<Response>,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await (started ?? fetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } }));
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', 0, cause instanceof Error ? cause.message : 'Network error');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = z.safeParse(apiErrorSchema, body);
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      // An unknown code (a newer server) still fails with a code the UI can translate.
      throw new ApiError(isErrorCode(code) ? code : 'UNEXPECTED_RESPONSE', response.status, message, field);
    }
    throw new ApiError(
      response.status >= 500 ? 'INTERNAL' : 'UNEXPECTED_RESPONSE',
      response.status,
      response.statusText,
    );
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new ApiError('UNEXPECTED_RESPONSE', response.status, parsed.error.message);
  return parsed.data;
}

/**
 * The `ApiError` for a failed answer: the server's `{error:{code,message}}`, else INTERNAL (5xx) or
 * UNEXPECTED_RESPONSE. The same mapping as {@link request}, for callers that do not use fetch.
 */
export function apiErrorFromAnswer(status: number, statusText: string, body: unknown): ApiError {
  const parsed = z.safeParse(apiErrorSchema, body);
  if (parsed.success) {
    const { code, message } = parsed.data.error;
    return new ApiError(isErrorCode(code) ? code : 'UNEXPECTED_RESPONSE', status, message);
  }
  return new ApiError(status >= 500 ? 'INTERNAL' : 'UNEXPECTED_RESPONSE', status, statusText);
}

/** Upload progress: bytes of the request body sent so far and in all (`total` 0 when unknown). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends a multipart body with XMLHttpRequest (fetch reports no upload progress) and parses the JSON
 * answer with `schema`; `onProgress` hears how much of the body went out. Errors as {@link request}.
 * @throws ApiError with the server's code, or NETWORK_ERROR / UNEXPECTED_RESPONSE.
 */
export function upload<S extends z.core.$ZodType>(
  path: string,
  method: 'POST' | 'PUT',
  body: FormData,
  schema: S,
  onProgress?: (progress: UploadProgress) => void,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    }
    const networkError = () => reject(new ApiError('NETWORK_ERROR', 0, 'Network error'));
    xhr.onerror = networkError;
    xhr.onabort = networkError;
    xhr.ontimeout = networkError;
    xhr.onload = () => {
      let answer: unknown;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        answer = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorFromAnswer(xhr.status, xhr.statusText, answer));
        return;
      }
      const parsed = z.safeParse(schema, answer);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError('UNEXPECTED_RESPONSE', xhr.status, parsed.error.message));
    };
    xhr.send(body);
  });
}

/** A JSON POST request's init. */
export function postJson(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** A JSON PUT: the whole record replaced (staff's catalogue saves). */
export function putJson(body: unknown): RequestInit {
  return { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
