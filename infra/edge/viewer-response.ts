// CloudFront viewer-response function: status 404 for the not-found pages the viewer-request
// function served (core/url-rules.ts). CloudFront skips it when the origin answered ≥ 400.
import { responseStatus, type SiteManifest } from '../../core/url-rules'

declare const SITE_MANIFEST: SiteManifest

interface ViewerResponseEvent {
  request: { uri: string }
  response: { statusCode: number; statusDescription?: string }
}

export function handler(event: ViewerResponseEvent) {
  const response = event.response
  if (responseStatus(event.request.uri, SITE_MANIFEST) === 404) {
    response.statusCode = 404
    response.statusDescription = 'Not Found'
  }
  return response
}
