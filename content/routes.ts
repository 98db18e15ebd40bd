/**
 * The static routes come from the page list (content/pages/index.ts); this module re-exports them
 * for the modules that only need the routes.
 */
export { staticRoutes, type RoutePath } from './pages'
