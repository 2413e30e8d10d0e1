/**
 * Import boundaries (issue 18 §1; the layer table is in docs/architecture.md). `npm run boundaries`
 * checks `src`; a forbidden import fails with the name of the rule it breaks.
 */
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
    // Server layer rules (issue 18 §1): added by the server work.
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
    exclude: { path: '^src/client/i18n/messages/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
