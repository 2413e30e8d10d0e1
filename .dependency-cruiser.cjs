/**
 * Import boundaries (issue 18 §1; the layer table is in docs/architecture.md). `npm run boundaries`
 * checks `src`; a forbidden import fails with the name of the rule it breaks.
 */

// Server layers, top to bottom (docs/architecture.md "Server"): each may import only the ones below.
//   root       app.ts, main.ts, app-context.ts: composition; registers routes, plugins, jobs
//   jobs       jobs/: job handlers; call services, registered by the root
//   http       plugins/, modules/*/*.routes.ts and *.plugin.ts, a provider's own *.routes.ts
//   services   modules/*/ (everything else): the shop's use cases; sibling modules form a DAG
//   ports      ports/: what services get (AppContext) and the job queue as an interface
//   providers  db/, payments/, fulfilment/, artwork/, images/, email/, storage/, counters/: adapters to engines and vendors
//   foundation config.ts, config/, logging.ts, request-context.ts, then src/shared
const root = '^src/server/(app|main|app-context)[.]ts$';
const jobs = '^src/server/jobs/';
const httpFiles = '^src/server/plugins/|^src/server/.+[.](routes|plugin)[.]ts$';
const ports = '^src/server/ports/';
const providers = '^src/server/(db|payments|fulfilment|artwork|images|email|storage|counters)/';
const foundation = '^src/server/(config[.]ts|config/|logging[.]ts|request-context[.]ts)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file may import itself through others, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'Folders depend on each other in one direction only: sibling modules form a DAG.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/(server|client)/' },
      to: { circular: true },
    },
    // Server layer rules (issue 18 §1). Tests (*.test.ts) and src/server/test-support compose the
    // whole app, so they sit above every layer: they are left out of these rules and of
    // no-folder-cycle (options.exclude below) and checked for file cycles by .dependency-cruiser.tests.cjs.
    {
      name: 'server-not-composition-root',
      comment:
        'Layer rule: only the composition root (app.ts, main.ts, app-context.ts) wires the app; nothing imports it.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: root },
      to: { path: root },
    },
    {
      name: 'server-services-not-jobs',
      comment:
        'Layer rule: jobs call services and are registered by the composition root. A service enqueues through ctx.jobs and the names of ports/job-queue.ts, never by importing jobs/.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: [root, jobs] },
      to: { path: jobs },
    },
    {
      name: 'server-no-upward-to-routes',
      comment:
        'Layer rule: routes and HTTP plugins are the top of a request; services, ports, providers and foundation never import them (a payment, storage or artwork provider may register its own *.routes.ts; ADR 0017 for artwork webhooks).',
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: [root, jobs, httpFiles, '^src/server/(payments|fulfilment|storage|artwork)/'],
      },
      to: { path: httpFiles },
    },
    {
      name: 'server-providers-not-modules',
      comment:
        "Layer rule: providers (db, payments, artwork, images, email, storage, counters) are adapters below the services: they import no module, port, job or plugin. A provider's webhook hands its verdict to a service through an interface of its own (PaymentRoutesContext), wired by the root.",
      severity: 'error',
      from: { path: providers, pathNot: '[.]routes[.]ts$' },
      to: { path: ['^src/server/(modules|ports|plugins)/', jobs] },
    },
    {
      name: 'server-provider-routes-not-modules',
      comment:
        "Layer rule: a provider's own routes (payments/**/*.routes.ts, storage/*.routes.ts) may use HTTP plugins but reach services only through the provider's interface, never modules/ or ports/.",
      severity: 'error',
      from: { path: '^src/server/(payments|fulfilment|storage)/.+[.]routes[.]ts$' },
      to: { path: ['^src/server/(modules|ports)/', jobs] },
    },
    {
      name: 'server-ports-below-services',
      comment: 'Layer rule: ports name provider types for the services; they import no module, job or HTTP file.',
      severity: 'error',
      from: { path: ports },
      to: { path: ['^src/server/modules/', jobs, httpFiles] },
    },
    {
      name: 'server-foundation-alone',
      comment:
        'Layer rule: configuration, logging and the request context sit at the bottom and import only src/shared and each other.',
      severity: 'error',
      from: { path: foundation },
      to: { path: '^src/server/', pathNot: foundation },
    },
    // Client layer rules (issue 18 §1). Layers, top down: routes.ts/root.tsx -> features/* ->
    // features/storefront/*.ts(x) (storefront-level shared: context, checkout, product options) ->
    // components/ -> lib/, i18n/ -> src/shared. A feature never imports another feature: what two
    // features share moves down a layer.
    {
      name: 'client-features-not-siblings',
      comment:
        'A storefront feature (features/storefront/<name>/) never imports another storefront feature; shared pieces live in features/storefront/*.ts(x), components/ or lib/.',
      severity: 'error',
      from: { path: '^src/client/features/storefront/([^/]+)/' },
      to: { path: '^src/client/features/storefront/[^/]+/', pathNot: '^src/client/features/storefront/$1/' },
    },
    {
      name: 'client-features-not-other-areas',
      comment:
        'The feature areas (storefront, admin, not-found) never import each other; the 404 screen every area shows is components/layout/not-found-screen.tsx.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/[^/]+/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'client-admin-not-storefront',
      comment: 'Staff pages never import storefront code; shared form parts live in components/ui/.',
      severity: 'error',
      from: { path: '^src/client/features/admin/' },
      to: { path: '^src/client/features/storefront/' },
    },
    {
      name: 'client-storefront-not-admin',
      comment: 'Storefront pages never import staff code.',
      severity: 'error',
      from: { path: '^src/client/features/storefront/' },
      to: { path: '^src/client/features/admin/' },
    },
    {
      name: 'client-storefront-shared-not-features',
      comment:
        'The storefront-level shared files (features/storefront/*.ts(x)) sit below the storefront features and never import one.',
      severity: 'error',
      from: { path: '^src/client/features/storefront/[^/]+$' },
      to: { path: '^src/client/features/storefront/[^/]+/' },
    },
    {
      name: 'client-components-not-features',
      comment: 'components/ are shared by the features, so they never import one (tests included).',
      severity: 'error',
      from: { path: '^src/client/components/' },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'client-lib-not-features',
      comment: 'lib/ and i18n/ are the bottom of the client: no features, no components.',
      severity: 'error',
      from: { path: '^src/client/(lib|i18n)/' },
      to: { path: '^src/client/(features|components)/' },
    },
    {
      name: 'client-test-support-not-features',
      comment:
        'Shared test helpers fake the HTTP API and the browser; they never import what they test. The HTTP fakes (test-support/http/) import nothing of the client, so lib/ tests may use them.',
      severity: 'error',
      from: { path: '^src/client/test-support/' },
      to: { path: '^src/client/(features|components)/' },
    },
    {
      name: 'client-http-fakes-standalone',
      comment:
        'test-support/http/ answers like the server from plain data: no client code, so any layer’s tests can use it.',
      severity: 'error',
      from: { path: '^src/client/test-support/http/' },
      to: { path: '^src/client/', pathNot: '^src/client/test-support/http/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Message catalogues are data; tests and test-support sit above all layers (see the server rules).
    exclude: { path: ['^src/client/i18n/messages/', '[.]test[.]tsx?$', '^src/server/test-support/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
