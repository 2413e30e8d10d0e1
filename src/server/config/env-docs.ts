/**
 * What each configuration key does (issue 23 point 4): the text of docs/configuration.md, which
 * `npm run docs` writes from these entries and the schema (env-schema.ts: type, allowed values,
 * default). Every key of the schema needs an entry here (the type says so), so a new key cannot go
 * undocumented. `unset` says what an unset key without a schema default means.
 */
import type { envSchema } from './env-schema.ts';

/** One key's documentation: what it does (Markdown), and what unset means where no default says. */
export interface EnvKeyDoc {
  what: string;
  unset?: string;
}

export const envDocs: Record<keyof typeof envSchema.shape, EnvKeyDoc> = {
  PORT: { what: 'port to listen on' },
  HOST: {
    what: 'address to listen on: this machine only; `0.0.0.0` in a container or to reach it from a network (then set `PUBLIC_URL` to the address others use)',
  },
  LOG_FORMAT: {
    what: '`pretty` (readable lines and a start banner), `json` (one object per line); `auto`: pretty at a terminal, JSON otherwise',
  },
  PUBLIC_URL: {
    what: 'the address customers use; return URLs and image URLs are built from it',
    unset: '`http://localhost:$PORT`',
  },
  DATA_DIR: { what: 'embedded database and stored files' },
  DATABASE_URL: { what: 'a PostgreSQL server (15+) instead of the embedded database; migrations run at start' },
  DATABASE_POOL_MAX: {
    what: "connections per instance (pg-boss keeps 4 more); keep instances × 14 under the server's limit",
  },
  DATABASE_STATEMENT_TIMEOUT_MS: {
    what: 'the server cancels a statement running longer (ms); `0` = no limit; migrations are exempt',
  },
  DATABASE_SSL: {
    what: '`disable`, `require` (TLS, certificate not checked) or `verify-full`; replaces `ssl*` URL keys',
    unset: "– (the URL's `sslmode`)",
  },
  DATABASE_SSL_CA: {
    what: "PEM file of the CA that signed the server's certificate, for `verify-full`",
    unset: '– (system CAs)',
  },
  REDIS_URL: {
    what: 'Redis for the request limits and failed-login counts all instances share, `redis://host:6379`',
    unset: '– (PostgreSQL, else memory)',
  },
  REDIS_KEY_PREFIX: { what: "prefix of the shop's Redis keys (several shops on one Redis)" },
  STRIPE_SECRET_KEY: { what: 'use Stripe Checkout instead of the test provider' },
  STRIPE_WEBHOOK_SECRET: {
    what: 'signing secret of the `POST /api/webhooks/stripe` endpoint (send `checkout.session.completed`)',
  },
  PAYMENTS_TEST_MODE: {
    what: '`on` runs the built-in test provider on an https `PUBLIC_URL` (without it the start stops)',
  },
  PURGE_UNORDERED_AFTER_DAYS: {
    what: 'records that never ordered are deleted with their photo and artwork this many days after creation',
  },
  PURGE_UNVERIFIED_AFTER_DAYS: {
    what: 'an email never verified is removed from a record nobody changed for this many days',
  },
  PURGE_FULFILLED_AFTER_DAYS: {
    what: "an order's photo, artwork and print file are deleted this many days after delivery/cancellation",
  },
  SUPPORT_EMAIL: { what: 'support address shown to customers' },
  SHOP_LEGAL_NAME: {
    what: "the shop operator's legal name (company or person) on the legal pages, footer and Impressum",
    unset: '– (no operator named)',
  },
  SHOP_ADDRESS: { what: "the operator's postal address; separate lines with `;`, e.g. `Hauptstr. 1; 10115 Berlin`" },
  SHOP_VAT_ID: {
    what: 'VAT identification number (e.g. `DE123456789`), shown in the Impressum and on the legal pages',
  },
  VAT_RATES: {
    what: 'VAT rates by destination country for the euro storefronts (prices include VAT), `COUNTRY=percent` pairs that replace or add to the EU standard rates, e.g. `DE=19,FI=25.5,CH=0`; a country not in the table is charged no VAT',
    unset: 'the EU standard rates',
  },
  US_SALES_TAX: {
    what: '`stripe`: Stripe Tax adds US sales tax at checkout (needs `STRIPE_SECRET_KEY` and Stripe Tax set up in the dashboard), the dollar storefront says "taxes calculated at checkout"; `none`: it says "no sales tax charged"',
  },
  CLIENT_DIR: { what: 'folder of the built client the server serves (`npm start` sets it from `BUILD_DIR`)' },
  SMTP_URL: {
    what: 'mail server for customer emails, e.g. `smtps://user:pass@smtp.example.com:465`',
    unset: '– (outbox folder)',
  },
  MAIL_FROM: { what: 'sender of customer emails', unset: '`wowtees <SUPPORT_EMAIL>`' },
  ADMIN_EMAIL: {
    what: 'the first staff account (the owner), created at the first start',
    unset: '`admin@wowtees.local`',
  },
  ADMIN_PASSWORD: {
    what: 'its password (12+ characters); generated ones must be changed at the first sign-in',
    unset: '– (generated, logged once)',
  },
  EMAIL_LINK_SECRET: {
    what: 'key of the email-order links made before issue 17 (32+ characters), only to recognise them',
    unset: '– (generated, stored)',
  },
  EMAIL_ORDER_LINK_DAYS: { what: 'days an email-order link works (1-365); an expired link offers to mail a new one' },
  ABANDONED_CHECKOUT_REMINDER_HOURS: {
    what: 'hours after an unpaid checkout that a customer who ticked "remind me" gets one reminder email (fractions allowed); `0`: none',
  },
  SHIPPING_COUNTRIES: {
    what: "countries the shop ships to, comma-separated ISO codes from the checkout's list (e.g. `DE,AT,CH`); checkout refuses others",
    unset:
      'all 22 of the list (US, CA, GB, IE, DE, AT, CH, FR, BE, LU, NL, ES, PT, IT, DK, SE, NO, FI, PL, CZ, AU, NZ)',
  },
  RATING_TEXT: {
    what: 'the customer rating line per language, a JSON object such as `{"en-us":"4.8/5 from 2,000+ customers","de":"4,8/5 von über 2.000 Kunden"}` (languages `en-us`, `de`, `fr`, `es`; up to 80 characters each); shown on the style chooser, the landing (hero, meta description, FAQ) of that language only. Set it only for a rating you can show',
    unset: '– (no rating anywhere)',
  },
  FREE_SHIPPING: {
    what: '`on`: pages and emails advertise free shipping (SPEC); `off`: they do not (the shop adds no shipping charge either way)',
  },
  DELIVERY_DAYS: {
    what: 'business days within which an order arrives, as pages, terms and emails promise ("within up to 12 business days")',
  },
  DISPATCH_DAYS: {
    what: 'business days within which an order ships, `min-max` ("ships within 5-7 business days"); the end may not exceed `DELIVERY_DAYS`',
  },
  RETURN_DAYS: {
    what: 'days after delivery within which returns for quality problems or a wrong item are accepted (landing FAQ, terms, emails, staff refund page)',
  },
  TRUST_PROXY: {
    what: 'behind a load balancer: its hop count (`1`) or its addresses/CIDRs (`10.0.0.0/8,192.168.1.10`)',
    unset: '– (no proxy trusted)',
  },
  RATE_LIMITS: {
    what: '`off` switches the per-address limits off; for benchmarks and the end-to-end tests only, never in production',
  },
  STYLIZER: {
    what: '`local` instant preview only; `openai`, `replicate`, `fal`, `comfyui` or `onnx` adds that provider for both styles; `manual` staff upload artwork',
  },
  OPENAI_API_KEY: {
    what: 'key of the image-edit API (required when `openai` is named by `STYLIZER` or a provider list)',
  },
  OPENAI_BASE_URL: {
    what: "an OpenAI-compatible provider's API root, e.g. `https://images.example.com/v1`",
    unset: "OpenAI's API",
  },
  OPENAI_IMAGE_MODEL: { what: 'the image model asked for' },
  ARTWORK_PROVIDERS_PAINTERLY: {
    what: 'hosted providers of the painterly style, tried in order, e.g. `replicate,openai`; when all fail the customer keeps the instant preview and is told why',
    unset: '`STYLIZER` if hosted',
  },
  ARTWORK_PROVIDERS_CEL: { what: 'the same for the cel style, e.g. `fal`', unset: '`STYLIZER` if hosted' },
  ARTWORK_PROVIDER_WAIT_SECONDS: {
    what: 'how long one render attempt waits for Replicate, fal or ComfyUI before it is retried (the same work is waited for again); also how long a Real-ESRGAN upscale is waited for before Lanczos makes the print file',
  },
  ARTWORK_PREVIEW_PX: {
    what: 'long side in pixels of the instant preview the local stylizer makes (256-2048): smaller is quicker on a small server, larger looks finer on big screens; print files are made at the print size whatever this is',
  },
  REPLICATE_API_TOKEN: {
    what: 'Replicate API token (required when `replicate` is named, and with `PRINT_UPSCALER=replicate`)',
  },
  REPLICATE_MODEL: { what: '`owner/name` (latest version), `owner/name:version` or a version id' },
  REPLICATE_INPUT: {
    what: 'the model\'s input as JSON: `"{{image}}"` becomes the photo (JPEG data URI), `{{prompt}}` the style\'s prompt, `{{style}}` its name',
    unset: '`{"image":"{{image}}","prompt":"{{prompt}}"}`',
  },
  REPLICATE_WEBHOOK_SECRET: {
    what: "the account's `whsec_…` signing secret (`GET /v1/webhooks/default/secret`): predictions then post to `/api/webhooks/replicate`",
    unset: '– (polling only)',
  },
  REPLICATE_BASE_URL: { what: "Replicate's API root (tests point it at a local fake)" },
  PRINT_UPSCALER: {
    what: 'how print files reach 12 × 16 in at 300 DPI: `lanczos` (sharp, with sharpening) or `replicate` (Real-ESRGAN, then Lanczos; Lanczos when it fails, and the order says so)',
  },
  REPLICATE_UPSCALER_MODEL: {
    what: 'the Real-ESRGAN model, e.g. `nightmareai/real-esrgan:{version}` (input `{image, scale}`); needs `REPLICATE_API_TOKEN`',
  },
  FAL_KEY: { what: 'fal.ai API key (required when `fal` is named)' },
  FAL_MODEL: { what: 'fal model id, e.g. `fal-ai/flux/dev/image-to-image`' },
  FAL_INPUT: {
    what: "the model's input as JSON, placeholders as for Replicate",
    unset: '`{"image_url":"{{image}}","prompt":"{{prompt}}"}`',
  },
  FAL_BASE_URL: { what: "fal's queue API root" },
  FAL_WEBHOOKS: {
    what: '`on` asks fal to post results to `/api/webhooks/fal` (ED25519-signed, checked against `FAL_WEBHOOK_JWKS_URL`); `off` polls only',
    unset: '`on` with an https `PUBLIC_URL`',
  },
  FAL_WEBHOOK_JWKS_URL: { what: "where fal's webhook public keys (ED25519) are fetched, cached for an hour" },
  COMFYUI_URL: {
    what: "root of the merchant's own ComfyUI server, e.g. `http://gpu.internal:8188` (required when `comfyui` is named)",
  },
  COMFYUI_WORKFLOW: {
    what: 'path of a workflow saved in API format: the LoadImage node\'s `image` is `"{{image}}"`, prompts may use `{{prompt}}`; the first saved image is the artwork',
  },
  COMFYUI_TOKEN: { what: 'sent as `Authorization: Bearer …` to a ComfyUI server behind an authenticating proxy' },
  ONNX_MODEL_PATH: {
    what: 'a merchant\'s own ONNX image-to-image model (required when `onnx` is named), run on this machine; see "Your own ONNX model"',
  },
  ONNX_INPUT_SIZE: {
    what: 'long side (px) a model with free height and width runs at (64-4096); a fixed-size model runs at its own size',
  },
  ONNX_INPUT_RANGE: { what: 'pixel values the model takes and gives: `0..1`, `-1..1` (tanh generators) or `0..255`' },
  ONNX_SIZE_MULTIPLE: {
    what: 'a free height and width are padded (mirrored) to a multiple of this, then the padding is cropped off',
  },
  ARTWORK_COST_CURRENCY: { what: 'currency of every artwork cost and of the daily spend cap', unset: '`usd`' },
  ARTWORK_DAILY_SPEND_CAP: {
    what: 'most spent per provider per UTC day, minor units: `1000` for all, or `1000,openai=500`',
    unset: '`2000` per provider',
  },
  ARTWORK_BILLED_FAILURES: {
    what: 'providers that bill work they accepted and then failed, e.g. `replicate`: such a failure keeps its cost',
    unset: '– (none)',
  },
  ARTWORK_LIMITS: {
    what: 'generation limits as `key=value` pairs, e.g. `perCustomerDay=10,perIpHour=60`',
    unset: 'see below',
  },
  PREVIEW_AUTO_SEND: {
    what: '`true` mails a requested preview as soon as real artwork is ready; with a hosted provider per style the shop then promises minutes, not 1-3 hours',
  },
  PROOF_APPROVAL: { what: '`on`: customers approve the final artwork first; `auto`: on unless `STYLIZER=local`' },
  PROOF_AUTO_APPROVE_DAYS: {
    what: 'an unanswered proof is approved (order released) after this many days; `0`: never',
  },
  IMAGE_UPLOAD_TIMEOUT_SECONDS: {
    what: 'longest one photo upload may be decoded and re-encoded (s of work, not of waiting); then `422`',
  },
  IMAGE_PREVIEW_TIMEOUT_SECONDS: {
    what: 'longest one instant-preview render (up to 1024 px) may take (s); then the job retries later',
  },
  IMAGE_PRINT_TIMEOUT_SECONDS: {
    what: 'longest a print source render (2048 px) or a print-file upscale may take (s), each',
  },
  S3_BUCKET: {
    what: 'keep stored files in this S3 bucket instead (needed for several instances); see below',
    unset: '– (files in `DATA_DIR`)',
  },
  S3_ENDPOINT: {
    what: 'an S3-compatible server (MinIO, R2, …), e.g. `https://minio.internal:9000`; path-style then',
    unset: 'AWS S3',
  },
  S3_REGION: { what: "the bucket's region", unset: '`us-east-1`' },
  S3_ACCESS_KEY_ID: {
    what: 'access key; set together with `S3_SECRET_ACCESS_KEY`, or neither to use an instance/task role',
    unset: '– (AWS default chain)',
  },
  S3_SECRET_ACCESS_KEY: { what: 'its secret' },
  S3_PUBLIC_URL: {
    what: 'public base URL of the bucket or its CDN; only `artworks/` is then loaded from it',
    unset: '– (all through the shop)',
  },
  S3_FORCE_PATH_STYLE: {
    what: '`true`: `{endpoint}/{bucket}/{key}`; `false`: `{bucket}.{endpoint}/{key}`',
    unset: '`true` with `S3_ENDPOINT`',
  },
  FULFILMENT_PROVIDER: {
    what: 'who prints and ships: `manual` (staff, with print file and packing slip), `printful` or `gelato`',
  },
  FULFILMENT_AUTO_SUBMIT: {
    what: '`on`: a paid order goes to the provider once its print file exists; `off`: staff press "Send to"',
    unset: '`on` for printful/gelato',
  },
  FULFILMENT_CATALOGUE_FILE: {
    what: 'JSON mapping product type/colour/size to Printful variant ids and Gelato product UIDs; check it',
    unset: 'the shipped mapping',
  },
  PRINTFUL_API_TOKEN: { what: 'Printful private token (required with `FULFILMENT_PROVIDER=printful`)' },
  PRINTFUL_WEBHOOK_SECRET: {
    what: 'hex `secret_key` of the v2 webhook registered for `POST /api/webhooks/printful`',
    unset: '– (webhooks refused)',
  },
  PRINTFUL_STORE_ID: { what: 'sent as `X-PF-Store-Id` when the token spans several stores' },
  PRINTFUL_BASE_URL: { what: "Printful's API root (tests point it at a local fake)" },
  GELATO_API_KEY: { what: 'Gelato API key (required with `FULFILMENT_PROVIDER=gelato`)' },
  GELATO_WEBHOOK_SECRET: {
    what: '24+ characters; set the webhook URL to `https://…/api/webhooks/gelato?token=<secret>`',
    unset: '– (webhooks refused)',
  },
  GELATO_BASE_URL: { what: "Gelato's order API root (tests point it at a local fake)" },
  LOG_LEVEL: { what: '`silent` … `trace`' },
};

/** The pattern key `ARTWORK_COST_<PROVIDER>`, read beside the schema (artwork-limits-config.ts). */
export const artworkCostKeyDoc: EnvKeyDoc & { key: string } = {
  key: 'ARTWORK_COST_<PROVIDER>',
  what: 'cost of one generation, minor units (e.g. `ARTWORK_COST_OPENAI=7`); local, comfyui and onnx 0',
  unset: 'openai 7, replicate 3, fal 4',
};
