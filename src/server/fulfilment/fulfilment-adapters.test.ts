/**
 * The fulfilment adapters on their own (issue 19 §3): configuration checks, the catalogue mapping,
 * the vendor deadline, and Printful's webhook signature.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFulfilmentCatalogueFile } from '#server/config/config-parsers.ts';
import { loadConfig } from '#server/config.ts';
import { type FakePrintfulServer, startFakePrintfulServer } from '#server/test-support/fake-printful-server.ts';
import { loadFulfilmentCatalogue } from './fulfilment-catalogue.ts';
import type { FulfilmentOrderInput } from './fulfilment-provider.ts';
import { PrintfulProvider } from './printful/printful-provider.ts';
import { printfulNotice, printfulSignature } from './printful/printful-webhook.routes.ts';

const input: FulfilmentOrderInput = {
  orderId: '9b1f0c52-8f7e-4c3a-9d2b-1a2b3c4d5e6f',
  orderNumber: 'WT-7K3M9Q',
  item: { productType: 'hoodie', size: 'xs', color: 'black', quantity: 1 },
  printFileUrl: 'https://shop.example/api/fulfilment/print-files/abc',
  printSide: 'front',
  recipient: {
    name: 'Ada Lovelace',
    line1: 'Hauptstraße 1',
    line2: null,
    city: 'Berlin',
    state: null,
    postalCode: '10115',
    country: 'DE',
    email: null,
  },
  currency: 'EUR',
};

describe('fulfilment configuration (issue 19 §3)', () => {
  it('defaults to manual without auto-submit, and on for a real provider', () => {
    expect(loadConfig({}).fulfilment).toMatchObject({ provider: 'manual', autoSubmit: false });
    const printful = loadConfig({ FULFILMENT_PROVIDER: 'printful', PRINTFUL_API_TOKEN: 'tok' }).fulfilment;
    expect(printful).toMatchObject({ provider: 'printful', autoSubmit: true, baseUrl: 'https://api.printful.com' });
    expect(
      loadConfig({ FULFILMENT_PROVIDER: 'gelato', GELATO_API_KEY: 'k', FULFILMENT_AUTO_SUBMIT: 'off' }).fulfilment,
    ).toMatchObject({ provider: 'gelato', autoSubmit: false, baseUrl: 'https://order.gelatoapis.com' });
  });

  it('stops the start naming the missing or bad key', () => {
    expect(() => loadConfig({ FULFILMENT_PROVIDER: 'printful' })).toThrow(/PRINTFUL_API_TOKEN/);
    expect(() => loadConfig({ FULFILMENT_PROVIDER: 'gelato' })).toThrow(/GELATO_API_KEY/);
    expect(() => loadConfig({ FULFILMENT_PROVIDER: 'printify' })).toThrow(/FULFILMENT_PROVIDER/);
    expect(() => loadConfig({ PRINTFUL_WEBHOOK_SECRET: 'not hex' })).toThrow(/PRINTFUL_WEBHOOK_SECRET/);
  });

  it('reads the shipped catalogue mapping and refuses a malformed one', async () => {
    const catalogue = loadFulfilmentCatalogue(defaultFulfilmentCatalogueFile);
    expect(catalogue.printful?.variants.tshirt?.white?.m).toBeTypeOf('number');
    expect(catalogue.gelato?.productUids.hoodie?.gray?.l).toContain('hoodie');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'wowtees-catalogue-'));
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ printful: { variants: { tshirt: { white: { m: 'x' } } } } }));
    expect(() => loadFulfilmentCatalogue(bad)).toThrow(/printful\.variants\.tshirt\.white\.m/);
    expect(() => loadFulfilmentCatalogue(path.join(dir, 'missing.json'))).toThrow(/FULFILMENT_CATALOGUE_FILE/);
  });
});

describe('Printful adapter against the local fake', () => {
  let fake: FakePrintfulServer;
  beforeAll(async () => {
    fake = await startFakePrintfulServer();
  });
  afterAll(async () => fake?.close());

  const provider = (timeoutMs = 2000) =>
    new PrintfulProvider(
      { apiToken: fake.token, baseUrl: fake.url, timeoutMs },
      loadFulfilmentCatalogue(defaultFulfilmentCatalogueFile),
    );

  it('names an unmapped product instead of guessing one', async () => {
    await expect(provider().submitOrder(input)).rejects.toThrow(
      'No Printful product is configured for hoodie/black/xs',
    );
    expect(fake.orders.size).toBe(0);
  });

  it("sends a back print as Printful's back placement, a front print as the catalogue's (issue 20 §5)", async () => {
    const tshirt = { productType: 'tshirt', size: 's', color: 'white', quantity: 1 } as const;
    await provider().submitOrder({ ...input, orderNumber: 'WT-BACK01', item: tshirt, printSide: 'back' });
    await provider().submitOrder({ ...input, orderNumber: 'WT-FRONT1', item: tshirt });
    const fileTypes = (externalId: string) => {
      const order = [...fake.orders.values()].find((o) => o.external_id === externalId);
      const items = (order ? order.items : []) as Array<{ files: Array<{ type: string }> }>;
      return items[0]?.files.map((file) => file.type);
    };
    expect(fileTypes('WT-BACK01')).toEqual(['back']);
    expect(fileTypes('WT-FRONT1')).toEqual(['front']);
  });

  it('gives up on a vendor that does not answer within the deadline', async () => {
    fake.stall.ms = 1000;
    try {
      await expect(provider(150).findOrder('WT-STALL1')).rejects.toThrow('Printful did not answer within 0.15 s');
    } finally {
      fake.stall.ms = 0;
    }
  });

  it('verifies the v2 signature with the decoded secret and reads a shipment event', () => {
    const { body, signature } = fake.webhook('shipment_sent', {
      shipment: { id: 7, carrier: 'DHL', tracking_number: '123', tracking_url: 'https://t.example/123' },
      order: { id: 42, external_id: 'WT-7K3M9Q', status: 'partial' },
    });
    expect(printfulSignature(body, fake.webhookSecret)).toBe(signature);
    expect(printfulSignature(`${body} `, fake.webhookSecret)).not.toBe(signature);
    expect(printfulNotice(JSON.parse(body))).toEqual({
      providerOrderId: '42',
      orderNumber: 'WT-7K3M9Q',
      reported: {
        providerStatus: 'partial',
        status: 'partially_shipped',
        shipments: [{ id: '7', carrier: 'DHL', trackingNumber: '123', trackingUrl: 'https://t.example/123' }],
      },
    });
    expect(printfulNotice({ type: 'catalog_stock_updated', data: {} })).toBeNull();
  });
});
