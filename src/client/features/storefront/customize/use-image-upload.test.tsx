/**
 * The photo upload of the customize page (SPEC §4, §8; issue 9 progress) through the real api
 * client's XMLHttpRequest, answered by a local HTTP server.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { customerId } from '#client/test-support/customers.ts';
import { serveLocalApi } from '#client/test-support/http/local-http-server.ts';
import { messagesOf, renderHookAt } from '#client/test-support/storefront.tsx';
import { imagesFailToDecode } from '#client/test-support/undecodable-images.ts';
import { useImageUpload } from './use-image-upload.ts';

const page = '/en-us/wowanimatedtees/customize';
const server = serveLocalApi(page);
// The test photo is a few bytes: not decodable, so it is sent as it is (no downscaling).
imagesFailToDecode();
const en = messagesOf('en-us');
const imagePath = (id: string) => `/api/customers/${id}/image`;
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'me.jpg', { type: 'image/jpeg' });

function renderUpload(ids: (string | null)[] = [customerId]) {
  const asked: boolean[] = [];
  return renderHookAt(page, () =>
    useImageUpload(async (renew = false) => {
      asked.push(renew);
      return ids[Math.min(asked.length - 1, ids.length - 1)] ?? null;
    }, en),
  );
}

describe('useImageUpload', () => {
  it('starts with no image', async () => {
    const { result } = await renderUpload();
    expect(result.current).toMatchObject({ status: 'idle', previewUrl: null, imageUrl: null });
  });

  it('previews the photo at once, uploads it and confirms (SPEC §8 success message)', async () => {
    server.on('PUT', imagePath(customerId), { status: 200, json: { imageUrl: '/files/uploads/me.jpg' } });
    const { result } = await renderUpload();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.selectFile(photo());
    });
    expect(result.current).toMatchObject({ status: 'uploading', fileName: 'me.jpg', imageUrl: null });
    expect(result.current.previewUrl).toBeTruthy();
    await act(() => done);
    expect(result.current).toMatchObject({ status: 'uploaded', imageUrl: '/files/uploads/me.jpg', progress: null });
    expect(await screen.findByText('Image uploaded successfully!')).toBeTruthy();
    const [request] = server.received;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request?.body.includes(Buffer.from('me.jpg'))).toBe(true);
  });

  it('fails with the SPEC §8 message and the reason when the server refuses the file; another file uploads', async () => {
    server.on('PUT', imagePath(customerId), {
      status: 413,
      json: { error: { code: 'FILE_TOO_LARGE', message: 'too large' } },
    });
    const { result } = await renderUpload();
    await act(() => result.current.selectFile(photo()));
    expect(result.current.status).toBe('failed');
    expect(await screen.findByText('Failed to upload image')).toBeTruthy();
    expect(await screen.findByText(en('errors.FILE_TOO_LARGE'))).toBeTruthy();

    server.on('PUT', imagePath(customerId), { status: 200, json: { imageUrl: '/files/uploads/small.jpg' } });
    await act(() => result.current.selectFile(photo()));
    expect(result.current).toMatchObject({ status: 'uploaded', imageUrl: '/files/uploads/small.jpg' });
  });

  it('refuses without a customer id (SPEC §8) and sends nothing', async () => {
    const { result } = await renderUpload([null]);
    await act(() => result.current.selectFile(photo()));
    expect(result.current.status).toBe('failed');
    expect(await screen.findByText('Unable to upload image at this time')).toBeTruthy();
    expect(server.received).toHaveLength(0);
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { result } = await renderUpload();
    await act(() => result.current.selectFile(new File(['hello'], 'notes.txt', { type: 'text/plain' })));
    expect(result.current.status).toBe('idle');
    expect(await screen.findByText(en('errors.NOT_AN_IMAGE'))).toBeTruthy();
    expect(server.received).toHaveLength(0);
  });

  it('continues as a new customer, once, when the server forgot this one', async () => {
    const renewed = '5d2c9a7e-1b3f-4e6a-8c0d-9f8e7d6c5b4a';
    server.on('PUT', imagePath(customerId), {
      status: 404,
      json: { error: { code: 'CUSTOMER_NOT_FOUND', message: 'gone' } },
    });
    server.on('PUT', imagePath(renewed), { status: 200, json: { imageUrl: '/files/uploads/new.jpg' } });
    const { result } = await renderUpload([customerId, renewed]);
    await act(() => result.current.selectFile(photo()));
    expect(result.current).toMatchObject({ status: 'uploaded', imageUrl: '/files/uploads/new.jpg' });
    expect(server.received.map((r) => r.path)).toEqual([imagePath(customerId), imagePath(renewed)]);
  });

  it("shows a previous visit's upload, and goes back to no image when cleared", async () => {
    const { result } = await renderUpload();
    act(() => result.current.restore('/files/uploads/old.jpg'));
    expect(result.current).toMatchObject({ status: 'uploaded', imageUrl: '/files/uploads/old.jpg', restored: true });
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ status: 'idle', imageUrl: null, previewUrl: null });
  });
});
