// Import boundaries, checked in `npm test` (npm run boundaries). Type-only imports are not
// dependencies at run time: the folder rules skip them, the rule against circles counts them.
/** Code that ships to the browser: the islands, the chrome scripts, the pages' client entries. */
const browserEntries = '^(renderer/islands/|renderer/client/|pages/.*[+]client[.]ts$)'
/** Node's built-in modules, with and without the node: prefix. */
const nodeBuiltins = `^(node:.+|${require('node:module').builtinModules.map((m) => m.replace(/[/]/g, '[/]')).join('|')})$`

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-portable',
      comment:
        'core/ holds the rules that run in more than one place (browsers, Node, Lambda, the build): it imports core/, content/ data and a few pure libraries, never renderer/, scripts/, lambdas/ or infra/.',
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: '^(core|content)/|^node_modules/(feiertagejs|ics|luxon|unified|remark-parse|canonicalize|big[.]js|@xmldom/xmldom|pdf-lib|saxes|xmlchars|libphonenumber-js)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'xmldom-only-in-the-einvoice-node-entry',
      comment: 'The e-invoice engine parses XML with saxes in pages (core/einvoice/xml/sax-tree.ts) and with @xmldom/xmldom in Node, through its Node entry alone.',
      severity: 'error',
      from: { path: '^core/', pathNot: '^core/einvoice/node[.]ts$' },
      to: { path: '^node_modules/@xmldom/' },
    },
    {
      name: 'libphonenumber-only-in-the-full-phone-check',
      comment: 'libphonenumber-js and its metadata (28 KB gzip) serve the server\'s full phone check, core/phone-number.ts, alone; pages make the light check of core/phone.ts (the booking page\'s JS on first use stays within 100 KB).',
      severity: 'error',
      from: { path: '^(core|content|lambdas|renderer|pages|scripts|infra)/', pathNot: '^core/phone-number[.]ts$' },
      to: { path: '^node_modules/libphonenumber-js/' },
    },
    {
      name: 'pdf-lib-only-in-the-einvoice-pdf-reader',
      comment: 'pdf-lib is loaded only when a PDF is chosen: only core/einvoice/pdf/ (imported dynamically) may use it.',
      severity: 'error',
      from: { path: '^core/', pathNot: '^core/einvoice/pdf/' },
      to: { path: '^node_modules/pdf-lib/' },
    },
    {
      name: 'einvoice-node-entry-not-in-browser',
      comment: 'Browser code uses core/einvoice/browser.ts; the Node entry (with @xmldom/xmldom) never reaches a page.',
      severity: 'error',
      from: { path: browserEntries },
      to: { path: '^core/einvoice/node[.]ts$', reachable: true },
    },
    {
      name: 'core-not-node',
      comment: 'core/ runs in browsers too: no Node built-in.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: nodeBuiltins, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'edge-functions-self-contained',
      comment: 'The CloudFront Functions (infra/edge/, bundled from core/url-rules.ts) run in a small JavaScript engine: no package may reach them.',
      severity: 'error',
      from: { path: '^(infra/edge/|core/url-rules[.]ts$)' },
      to: { path: '^node_modules/', reachable: true },
    },
    {
      name: 'infra-only-core',
      comment: 'The CDK app shares code with the site only through core/ (and content/ data), never renderer/, pages/, scripts/ or lambdas/.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: '^(renderer|pages|scripts|lambdas)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lambdas-not-renderer',
      comment: 'The server functions share code with pages only through core/.',
      severity: 'error',
      // The exceptions: the pages for the forms without JavaScript render the islands' own
      // components (same form, same result card).
      from: { path: '^lambdas/', pathNot: '^lambdas/(vies-vat-check/result-page|booking/pages|qualified-check/page)\\.tsx$' },
      to: { path: '^(renderer|pages|scripts|infra)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'result-page-only-the-island',
      comment: 'The no-JavaScript result pages may use their island and the privacy note beside its form (a context-free component), nothing else of the renderer.',
      severity: 'error',
      from: { path: '^lambdas/(vies-vat-check/result-page|booking/pages|qualified-check/page)\\.tsx$' },
      to: { path: '^(renderer|pages|scripts|infra)/', pathNot: '^renderer/(islands/(ViesChecker/ViesChecker|BookingForm/BookingForm|QualifiedCheck/QualifiedCheck)|components/PrivacyNote/PrivacyNote)\\.tsx$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pages-not-lambdas',
      comment: 'Pages and their components share code with the server functions only through core/.',
      severity: 'error',
      from: { path: '^(renderer|pages)/' },
      to: { path: '^lambdas/', dependencyTypesNot: ['type-only'] },
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
      name: 'no-circular',
      comment: 'Imports run one way: a type two modules share lives in a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      // Vite's virtual modules are made by the build's plugins (scripts/einvoice/texts-vite-plugin.ts).
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    // Packages are leaves: seen (so the rules above can name them), never followed inside.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
