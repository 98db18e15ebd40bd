// Import boundaries, checked in `npm test` (npm run boundaries). Type-only imports are not
// dependencies at run time and are not counted.
/** Code that ships to the browser: the islands, the chrome scripts, the pages' client entries. */
const browserEntries = '^(renderer/islands/|renderer/client/|pages/.*[+]client[.]ts$)'
/** Node's built-in modules, with and without the node: prefix. */
const nodeBuiltins = `^(node:.+|${require('node:module').builtinModules.map((m) => m.replace(/[/]/g, '[/]')).join('|')})$`

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-dependency-free',
      comment: 'core/ runs in browsers, Node, Lambda and CloudFront Functions: it imports only core/ and content/ data, no package and no node:*.',
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: '^(core|content)/' },
    },
    {
      name: 'lambdas-not-renderer',
      comment: 'The server functions share code with pages only through core/.',
      severity: 'error',
      // One exception: the VAT ID check's page for the form without JavaScript renders the
      // island's own component (same form, same result card), with the renderer's i18n helpers.
      from: { path: '^lambdas/', pathNot: '^lambdas/vies-vat-check/result-page\\.tsx$' },
      to: { path: '^(renderer|pages|scripts|infra)/' },
    },
    {
      name: 'result-page-only-the-island',
      comment: 'The no-JavaScript result page may use the VAT ID island and the i18n helpers, nothing else of the renderer.',
      severity: 'error',
      from: { path: '^lambdas/vies-vat-check/result-page\\.tsx$' },
      to: { path: '^(renderer|pages|scripts|infra)/', pathNot: '^renderer/(islands/ViesChecker\\.tsx|i18n\\.ts|format\\.ts)$' },
    },
    {
      name: 'pages-not-lambdas',
      comment: 'Pages and their components share code with the server functions only through core/.',
      severity: 'error',
      from: { path: '^(renderer|pages)/' },
      to: { path: '^lambdas/' },
    },
    {
      name: 'browser-not-lambdas',
      comment: 'Browser code reaches the server functions only through their contract in core/.',
      severity: 'error',
      from: { path: browserEntries },
      to: { path: '^(lambdas|scripts|infra)/', reachable: true },
    },
    {
      name: 'browser-not-node',
      comment: 'Nothing a browser loads may need a Node built-in.',
      severity: 'error',
      from: { path: browserEntries },
      to: { path: nodeBuiltins, reachable: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
