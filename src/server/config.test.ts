import { describe, expect, it } from 'vitest';
import { defaultImageWorkers, loadConfig } from './config.ts';

describe('artwork configuration (issue 8)', () => {
  it('defaults to the local stylizer, no automatic sending', () => {
    const config = loadConfig({});
    expect(config.stylizer).toMatchObject({ kind: 'local', chains: {} });
    expect(config.stylizer.openai).toBeUndefined();
    expect(config.previewAutoSend).toBe(false);
    // The instant preview is 1024 px on its long side unless ARTWORK_PREVIEW_PX says otherwise.
    expect(config.previewLongSidePx).toBe(1024);
    expect(loadConfig({ ARTWORK_PREVIEW_PX: '768' }).previewLongSidePx).toBe(768);
  });

  it('reads the OpenAI-compatible provider, its key, base URL and model', () => {
    const config = loadConfig({
      STYLIZER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_IMAGE_MODEL: 'gpt-image-2.5-flare',
      PREVIEW_AUTO_SEND: 'true',
    });
    expect(config.stylizer).toMatchObject({ kind: 'openai' });
    expect(config.stylizer.openai).toMatchObject({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'gpt-image-2.5-flare',
    });
    expect(config.previewAutoSend).toBe(true);
    expect(loadConfig({ STYLIZER: 'manual' }).stylizer).toMatchObject({ kind: 'manual', chains: {} });
  });

  it('stops the start naming the key for invalid values', () => {
    expect(() => loadConfig({ STYLIZER: 'openai' })).toThrow(/OPENAI_API_KEY: required with STYLIZER=openai/);
    expect(() => loadConfig({ STYLIZER: 'magic' })).toThrow(/STYLIZER/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadConfig({ PREVIEW_AUTO_SEND: 'yes' })).toThrow(/PREVIEW_AUTO_SEND/);
    expect(() => loadConfig({ ARTWORK_PREVIEW_PX: '100000' })).toThrow(/ARTWORK_PREVIEW_PX/);
  });
});

describe('hosted artwork providers (issue 20 §1)', () => {
  const replicateKeys = { REPLICATE_API_TOKEN: 'r8_x', REPLICATE_MODEL: 'acme/ghibli' };
  const falKeys = { FAL_KEY: 'k', FAL_MODEL: 'fal-ai/flux/dev/image-to-image' };

  it('reads STYLIZER=replicate with its model, default input template and webhook only with a secret', () => {
    const config = loadConfig({
      STYLIZER: 'replicate',
      PUBLIC_URL: 'https://shop.example',
      PAYMENTS_TEST_MODE: 'on',
      ...replicateKeys,
    });
    expect(config.stylizer.kind).toBe('replicate');
    expect(config.stylizer.replicate).toMatchObject({
      apiToken: 'r8_x',
      baseUrl: 'https://api.replicate.com/v1',
      model: 'acme/ghibli',
      input: { image: '{{image}}', prompt: '{{prompt}}' },
      webhookUrl: 'https://shop.example/api/webhooks/replicate',
      webhookSecret: undefined,
    });
    const signed = loadConfig({
      STYLIZER: 'replicate',
      ...replicateKeys,
      REPLICATE_WEBHOOK_SECRET: 'whsec_c2VjcmV0',
      REPLICATE_INPUT: '{"input_image":"{{image}}","prompt":"{{prompt}}","strength":0.5}',
    });
    expect(signed.stylizer.replicate).toMatchObject({
      webhookSecret: 'whsec_c2VjcmV0',
      input: { input_image: '{{image}}', strength: 0.5 },
    });
  });

  it('reads a provider list per style and asks for the keys of every provider named', () => {
    const config = loadConfig({
      ARTWORK_PROVIDERS_PAINTERLY: 'replicate, openai',
      ARTWORK_PROVIDERS_CEL: 'fal',
      OPENAI_API_KEY: 'sk',
      ...replicateKeys,
      ...falKeys,
    });
    expect(config.stylizer.chains).toEqual({ painterly: ['replicate', 'openai'], cel: ['fal'] });
    expect(config.stylizer.fal).toMatchObject({ model: 'fal-ai/flux/dev/image-to-image', webhookUrl: undefined });
    expect(config.stylizer.openai).toMatchObject({ apiKey: 'sk' });
    expect(() => loadConfig({ ARTWORK_PROVIDERS_CEL: 'fal,openai' })).toThrow(
      /FAL_KEY: required with ARTWORK_PROVIDERS_CEL[\s\S]*OPENAI_API_KEY: required with ARTWORK_PROVIDERS_CEL/,
    );
    expect(() => loadConfig({ STYLIZER: 'fal', FAL_KEY: 'k' })).toThrow(/FAL_MODEL: required with STYLIZER=fal/);
    expect(() => loadConfig({ ARTWORK_PROVIDERS_CEL: 'midjourney' })).toThrow(
      /ARTWORK_PROVIDERS_CEL: unknown provider midjourney/,
    );
    expect(() => loadConfig({ STYLIZER: 'manual', ARTWORK_PROVIDERS_CEL: 'fal', ...falKeys })).toThrow(
      /ARTWORK_PROVIDERS_CEL: not used with STYLIZER=manual/,
    );
  });

  it('stops the start naming the key for a bad template, model, secret or workflow', () => {
    const replicate = { STYLIZER: 'replicate', ...replicateKeys };
    expect(() => loadConfig({ ...replicate, REPLICATE_INPUT: '{not json' })).toThrow(/REPLICATE_INPUT: not valid JSON/);
    expect(() => loadConfig({ ...replicate, REPLICATE_INPUT: '{"prompt":"{{prompt}}"}' })).toThrow(
      /REPLICATE_INPUT: must place the photo/,
    );
    expect(() => loadConfig({ ...replicate, REPLICATE_MODEL: 'no model' })).toThrow(/REPLICATE_MODEL/);
    expect(() => loadConfig({ ...replicate, REPLICATE_WEBHOOK_SECRET: 'secret' })).toThrow(/REPLICATE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({
        STYLIZER: 'comfyui',
        COMFYUI_URL: 'http://127.0.0.1:8188',
        COMFYUI_WORKFLOW: '/nonexistent/flow.json',
      }),
    ).toThrow(/COMFYUI_WORKFLOW: cannot read/);
    expect(() => loadConfig({ STYLIZER: 'comfyui' })).toThrow(/COMFYUI_URL: required with STYLIZER=comfyui/);
  });
});

describe('shop operator configuration (issue 11)', () => {
  it('accepts the operator details, each optional, and rejects a malformed VAT id naming the key', () => {
    expect(() =>
      loadConfig({
        SHOP_LEGAL_NAME: 'Muster GmbH',
        SHOP_ADDRESS: 'Hauptstr. 1; 10115 Berlin',
        SHOP_VAT_ID: 'DE123456789',
      }),
    ).not.toThrow();
    expect(() => loadConfig({ SHOP_LEGAL_NAME: '', SHOP_ADDRESS: '', SHOP_VAT_ID: '' })).not.toThrow();
    expect(() => loadConfig({ SHOP_VAT_ID: '123' })).toThrow(/SHOP_VAT_ID/);
    expect(() => loadConfig({ SHOP_ADDRESS: 'x' })).toThrow(/SHOP_ADDRESS/);
  });
});

describe('email-order links (issue 17 §5)', () => {
  it('lets links work 30 days unless EMAIL_ORDER_LINK_DAYS says otherwise, and names the key when invalid', () => {
    expect(loadConfig({}).emailOrderLinkDays).toBe(30);
    expect(loadConfig({ EMAIL_ORDER_LINK_DAYS: '7' }).emailOrderLinkDays).toBe(7);
    for (const value of ['0', '-1', '2.5', 'month', '366']) {
      expect(() => loadConfig({ EMAIL_ORDER_LINK_DAYS: value }), value).toThrow(/EMAIL_ORDER_LINK_DAYS/);
    }
  });
});

describe('image worker configuration (issue 17 point 2)', () => {
  it('sizes the pools by cores: at least two upload threads, one artwork thread per core but one', () => {
    const timeouts = { upload: 20, preview: 30, print: 120 };
    expect(defaultImageWorkers(1, timeouts)).toMatchObject({ upload: { threads: 2 }, artwork: { threads: 1 } });
    expect(defaultImageWorkers(2, timeouts)).toMatchObject({ upload: { threads: 2 }, artwork: { threads: 1 } });
    expect(defaultImageWorkers(8, timeouts)).toMatchObject({ upload: { threads: 4 }, artwork: { threads: 4 } });
  });

  it('reads the deadlines, with defaults, and stops the start naming the key for invalid values', () => {
    expect(loadConfig({}).imageWorkers).toMatchObject({
      upload: { timeoutSeconds: 20 },
      artwork: { previewTimeoutSeconds: 30, printTimeoutSeconds: 120 },
    });
    const config = loadConfig({
      IMAGE_UPLOAD_TIMEOUT_SECONDS: '8',
      IMAGE_PREVIEW_TIMEOUT_SECONDS: '45',
      IMAGE_PRINT_TIMEOUT_SECONDS: '300',
    });
    expect(config.imageWorkers).toMatchObject({
      upload: { timeoutSeconds: 8 },
      artwork: { previewTimeoutSeconds: 45, printTimeoutSeconds: 300 },
    });
    expect(() => loadConfig({ IMAGE_UPLOAD_TIMEOUT_SECONDS: '0' })).toThrow(/IMAGE_UPLOAD_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ IMAGE_PREVIEW_TIMEOUT_SECONDS: 'soon' })).toThrow(/IMAGE_PREVIEW_TIMEOUT_SECONDS/);
    // The print-file job (pg-boss expiry 900 s) runs two such tasks.
    expect(() => loadConfig({ IMAGE_PRINT_TIMEOUT_SECONDS: '600' })).toThrow(/IMAGE_PRINT_TIMEOUT_SECONDS/);
  });
});

describe('payments test mode (issue 17 point 4)', () => {
  const https = { PUBLIC_URL: 'https://shop.example' };

  it('refuses the built-in test provider on an https PUBLIC_URL without PAYMENTS_TEST_MODE=on, naming the key', () => {
    expect(() => loadConfig(https)).toThrow(/Invalid configuration:\n {2}PAYMENTS_TEST_MODE: /);
    expect(() => loadConfig(https)).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...https, PAYMENTS_TEST_MODE: 'off' })).toThrow(/PAYMENTS_TEST_MODE/);
    expect(() => loadConfig({ ...https, PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE/);
  });

  it('starts the test provider on https with the explicit opt-in, and on plain http without it', () => {
    expect(loadConfig({ ...https, PAYMENTS_TEST_MODE: 'on' }).paymentsTestMode).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).paymentsTestMode).toBe(false);
    expect(() => loadConfig({})).not.toThrow();
  });

  it('needs no opt-in when Stripe takes the payments', () => {
    expect(() => loadConfig({ ...https, STRIPE_SECRET_KEY: 'sk_live_123' })).not.toThrow();
  });
});

describe('retention purge configuration (issue 17 point 6)', () => {
  it('defaults to 90 days for records that never ordered (the privacy page) and 30 for unverified emails', () => {
    expect(loadConfig({}).retention).toEqual({
      unorderedCustomerDays: 90,
      unverifiedEmailDays: 30,
      fulfilledOrderDays: 90,
    });
    expect(
      loadConfig({
        PURGE_UNORDERED_AFTER_DAYS: '60',
        PURGE_UNVERIFIED_AFTER_DAYS: '7',
        PURGE_FULFILLED_AFTER_DAYS: '30',
      }).retention,
    ).toEqual({ unorderedCustomerDays: 60, unverifiedEmailDays: 7, fulfilledOrderDays: 30 });
  });

  it('stops the start naming the key for an age that is not a whole number of days from 1', () => {
    expect(() => loadConfig({ PURGE_UNORDERED_AFTER_DAYS: '0' })).toThrow(/PURGE_UNORDERED_AFTER_DAYS/);
    expect(() => loadConfig({ PURGE_UNVERIFIED_AFTER_DAYS: 'soon' })).toThrow(/PURGE_UNVERIFIED_AFTER_DAYS/);
    expect(() => loadConfig({ PURGE_FULFILLED_AFTER_DAYS: '-1' })).toThrow(/PURGE_FULFILLED_AFTER_DAYS/);
  });
});

describe('where the shop listens (issue 23 point 3)', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('writes JSON logs unless asked for pretty ones or at a terminal', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' })).toThrow(/LOG_FORMAT/);
  });
});

describe('the print upscaler (issue 20 §3)', () => {
  const version = 'f121d640bd286e1fdc67f9799164c1d5be36ff74576ee11c803ae5b665dd46aa';

  it('is Lanczos by default, and Real-ESRGAN on Replicate with PRINT_UPSCALER=replicate', () => {
    expect(loadConfig({}).printUpscaler).toEqual({ method: 'lanczos' });
    const config = loadConfig({
      PRINT_UPSCALER: 'replicate',
      REPLICATE_API_TOKEN: 'r8_x',
      REPLICATE_UPSCALER_MODEL: `nightmareai/real-esrgan:${version}`,
      ARTWORK_PROVIDER_WAIT_SECONDS: '90',
    });
    // Independent of STYLIZER: the artwork may be local and the print file still go to Replicate.
    expect(config.stylizer.kind).toBe('local');
    expect(config.printUpscaler).toEqual({
      method: 'replicate',
      replicate: {
        apiToken: 'r8_x',
        baseUrl: 'https://api.replicate.com/v1',
        model: `nightmareai/real-esrgan:${version}`,
        timeoutMs: 60_000,
        waitSeconds: 90,
      },
    });
  });

  it('stops the start naming the key for a missing token or model, a bad model or an unknown method', () => {
    expect(() => loadConfig({ PRINT_UPSCALER: 'replicate' })).toThrow(
      /REPLICATE_API_TOKEN: required with PRINT_UPSCALER=replicate[\s\S]*REPLICATE_UPSCALER_MODEL: required with PRINT_UPSCALER=replicate/,
    );
    expect(() =>
      loadConfig({ PRINT_UPSCALER: 'replicate', REPLICATE_API_TOKEN: 'r8_x', REPLICATE_UPSCALER_MODEL: 'real esrgan' }),
    ).toThrow(/REPLICATE_UPSCALER_MODEL: owner\/name:version/);
    expect(() => loadConfig({ PRINT_UPSCALER: 'esrgan' })).toThrow(/PRINT_UPSCALER/);
  });
});

describe('marketing claims (issue 21 §5)', () => {
  it("shows no rating and keeps SPEC's shipping, delivery and return claims by default", () => {
    expect(loadConfig({}).claims).toEqual({
      rating: {},
      freeShipping: true,
      deliveryDays: 12,
      dispatchDays: { min: 5, max: 7 },
      returnDays: 30,
    });
  });

  it('reads the rating per language and the days, and stops the start naming the key for a bad value', () => {
    const config = loadConfig({
      RATING_TEXT: '{"de":"4,7/5 aus 120 Bewertungen"}',
      FREE_SHIPPING: 'off',
      DELIVERY_DAYS: '10',
      DISPATCH_DAYS: '2-4',
      RETURN_DAYS: '14',
    });
    expect(config.claims).toEqual({
      rating: { de: '4,7/5 aus 120 Bewertungen' },
      freeShipping: false,
      deliveryDays: 10,
      dispatchDays: { min: 2, max: 4 },
      returnDays: 14,
    });
    expect(() => loadConfig({ RATING_TEXT: '4.8/5 from 2,000+ customers' })).toThrow(/RATING_TEXT: a JSON object/);
    expect(() => loadConfig({ RATING_TEXT: '{"it":"4,8/5"}' })).toThrow(/RATING_TEXT: unknown language/);
    expect(() => loadConfig({ FREE_SHIPPING: 'yes' })).toThrow(/FREE_SHIPPING/);
    expect(() => loadConfig({ DELIVERY_DAYS: '0' })).toThrow(/DELIVERY_DAYS/);
    expect(() => loadConfig({ DISPATCH_DAYS: '7-5' })).toThrow(/DISPATCH_DAYS/);
    expect(() => loadConfig({ DELIVERY_DAYS: '6' })).toThrow(/DISPATCH_DAYS: ships within 5-7 days/);
    expect(() => loadConfig({ RETURN_DAYS: '400' })).toThrow(/RETURN_DAYS/);
  });
});
