// CloudFront viewer-request function: the URL rules of core/url-rules.ts at the edge. Bundled by
// infra/url-functions.ts with the build's manifest in SITE_MANIFEST.
import { resolveRequest, type QueryParams, type SiteManifest } from '../../core/url-rules'

declare const SITE_MANIFEST: SiteManifest

interface ViewerRequestEvent {
  request: { uri: string; querystring: QueryParams }
}

export function handler(event: ViewerRequestEvent) {
  const request = event.request
  const resolution = resolveRequest(request.uri, request.querystring || {}, SITE_MANIFEST)
  if (resolution.kind === 'redirect') {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: resolution.location }, 'cache-control': { value: 'public, max-age=3600' } },
    }
  }
  request.uri = resolution.key
  return request
}
