/** The JavaScript the site's browser code is compiled to: Vite's build and the search module's. */
export const browserTarget = 'es2022'
