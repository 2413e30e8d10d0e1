/**
 * The API description (issue 18 §5, ADR 0016): an OpenAPI 3.0 document made by @fastify/swagger
 * from the routes' zod schemas (fastify-type-provider-zod's transform), so a merchant's integrator
 * reads it instead of our source. `docs/openapi.json` is the same document, written by
 * `npm run openapi`; `/api/docs` serves it (Swagger UI, `/api/docs/json`, `/api/docs/yaml`) to
 * signed-in staff only.
 *
 * Described: the JSON API under `/api/`. Left out on purpose: a payment provider's own routes (the
 * Stripe webhook, the test provider's hosted page `/pay/*`: they exist with one provider only and
 * are called by the provider or a browser, not an integrator), the email tracking pixel, stored
 * files, health probes (docs/deploy.md) and the client's pages and assets.
 */
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorStatus } from '#shared/errors.ts';

/** Path of the staff-only Swagger UI; the document is at `${apiDocsPath}/json`. */
const apiDocsPath = '/api/docs';

/** Name of the security scheme of routes behind a staff guard. */
const staffSessionScheme = 'staffSession';

/** Routes under `/api/` that belong to a payment provider, not to the shop's API. */
const providerRoutes = /^\/api\/webhooks\//;

interface PackageInfo {
  name: string;
  version: string;
  description?: string;
}

function packageInfo(): PackageInfo {
  return JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as PackageInfo;
}

/** DESIGN.md's error answer `{"error":{"code","message"}}`, the same for every route. */
const errorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(errorStatus).sort(), description: 'Stable, for programs' },
        message: { type: 'string', description: 'English, for people' },
      },
    },
  },
};

const errorResponse = {
  description: 'The request was refused (4xx) or failed (5xx); `code` says why (src/shared/errors.ts).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** The parts of an OpenAPI document this file changes. */
interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

/** Adds the shared error answer to the document and to every operation's responses. */
function withErrorAnswers(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([url, item]) => [
      url,
      Object.fromEntries(
        Object.entries(item ?? {}).map(([method, operation]) => [
          method,
          isOperation(operation)
            ? { ...operation, responses: { ...operation.responses, default: { $ref: '#/components/responses/Error' } } }
            : operation,
        ]),
      ),
    ]),
  );
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, Error: errorSchema },
      responses: { ...document.components?.responses, Error: errorResponse },
    },
  };
}

function isOperation(value: unknown): value is { responses: Record<string, unknown> } {
  return typeof value === 'object' && value !== null && 'responses' in value;
}

/** Whether `url` (a route pattern) is part of the described API. */
export function isDescribed(url: string): boolean {
  return (
    url.startsWith('/api/') && !url.startsWith(`${apiDocsPath}/`) && url !== apiDocsPath && !providerRoutes.test(url)
  );
}

/** The tag grouping a route in the UI: its resource, `staff: orders` for `/api/admin/orders/…`. */
export function tagOf(url: string): string {
  const [first = '', second = ''] = url.replace(/^\/api\//, '').split('/');
  return first === 'admin' ? `staff: ${second}` : first;
}

/** A hook that refuses a request without a staff session (throws the error the route answers with). */
type StaffGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

interface ApiDescriptionOptions {
  /** The hooks that let only signed-in staff through (`requireStaff`, …): their routes need the staff cookie. */
  staffGuards: readonly StaffGuard[];
  /** Name of the staff session cookie. */
  staffCookie: string;
}

/**
 * Registers @fastify/swagger. Call it before any route is added: it collects routes as they are
 * registered.
 */
export async function registerApiDescription(app: FastifyInstance, options: ApiDescriptionOptions): Promise<void> {
  const info = packageInfo();
  const zodTransform = createJsonSchemaTransform({});
  const zodTransformObject = createJsonSchemaTransformObject({});
  const guards = new Set<unknown>(options.staffGuards);
  const guarded = (hooks: unknown) => [hooks].flat().some((hook) => guards.has(hook));
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: info.name, version: info.version, description: info.description },
      components: {
        securitySchemes: {
          [staffSessionScheme]: {
            type: 'apiKey',
            in: 'cookie',
            name: options.staffCookie,
            description: 'The staff session cookie set by POST /api/admin/session (sign-in).',
          },
        },
      },
    },
    transform: (document) => {
      const { url, route } = document;
      if (!isDescribed(url)) return { schema: { hide: true } as typeof document.schema, url };
      const result = zodTransform(document);
      const schema = { ...result.schema, tags: [tagOf(url)] } as typeof result.schema & Record<string, unknown>;
      if (guarded(route.onRequest) || guarded(route.preHandler)) schema.security = [{ [staffSessionScheme]: [] }];
      return { ...result, schema };
    },
    transformObject: (document) =>
      withErrorAnswers(zodTransformObject(document) as OpenApiDocument) as ReturnType<typeof zodTransformObject>,
  });
}

/**
 * Serves Swagger UI and the document at {@link apiDocsPath} behind `guard`, which answers as every
 * other staff-only route does (401 UNAUTHORIZED without a staff session). Every file of the UI is
 * behind it too, and all run under the shop's own Content-Security-Policy (scripts from `'self'`
 * only; ADR 0016). Register after the staff session plugin, whose hook fills `request.staff`.
 */
export async function registerApiDocsPage(app: FastifyInstance, guard: StaffGuard): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', guard);
    await scope.register(swaggerUi, {
      routePrefix: apiDocsPath,
      // No third-party validator badge: the UI talks to the shop only.
      validatorUrl: false,
      uiConfig: { deepLinking: true },
    });
  });
}
