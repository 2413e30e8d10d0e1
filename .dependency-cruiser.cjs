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
    // Client layer rules (issue 18 §1): added by the client work.
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
