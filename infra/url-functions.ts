import { languages, defaultLang } from '../content/languages'

/**
 * The CloudFront Functions (cloudfront-js-2.0) that give the distribution the local server's URL
 * rules (scripts/server/url-rules.ts): no trailing slash, /home → home, clean URLs to
 * <path>/index.html, unknown pages → the not-found page of their language (glossary and news
 * with their own views) with status 404. The list of pages is generated from the build, so the
 * function knows which clean URLs exist without asking S3.
 *
 * Viewer-response functions see the viewer's original request, so both functions share one
 * resolver and the response function sets 404 for exactly the paths the request function
 * rewrote to a not-found page.
 */
function resolverSource(pagePaths: string[]): string {
  const pages = Object.fromEntries(pagePaths.map((p) => [p, 1]))
  const prefixes = languages.filter((l) => l !== defaultLang)
  return `var PAGES = ${JSON.stringify(pages)};
var PREFIX = /^\\/(${prefixes.join('|')})(\\/.*)?$/;
function resolve(uri, query) {
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') return { redirect: (uri.replace(/\\/+$/, '') || '/') + query };
  var m = PREFIX.exec(uri);
  var prefix = m ? '/' + m[1] : '';
  var path = m ? (m[2] || '/') : uri;
  if (path === '/home') return { redirect: (prefix || '/') + query };
  var last = uri.split('/').pop();
  if (last.indexOf('.') !== -1) return { file: uri };
  if (PAGES[path] === 1) return { file: uri === '/' ? '/index.html' : uri + '/index.html' };
  var parts = path.split('/');
  var section = parts.length === 3 && (parts[1] === 'lexikon' || parts[1] === 'artikel') ? parts[1] : '';
  return { notFound: prefix + (section ? '/' + section + '/404/index.html' : '/404.html') };
}
function queryString(request) {
  var keys = Object.keys(request.querystring || {});
  if (keys.length === 0) return '';
  return '?' + keys.map(function (k) { var v = request.querystring[k]; return v.value === '' ? k : k + '=' + v.value; }).join('&');
}
`
}

export function viewerRequestSource(pagePaths: string[]): string {
  return `${resolverSource(pagePaths)}
function handler(event) {
  var request = event.request;
  var result = resolve(request.uri, queryString(request));
  if (result.redirect) {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: result.redirect }, 'cache-control': { value: 'public, max-age=3600' } } };
  }
  request.uri = result.file || result.notFound;
  return request;
}
`
}

export function viewerResponseSource(pagePaths: string[]): string {
  return `${resolverSource(pagePaths)}
function handler(event) {
  var response = event.response;
  var result = resolve(event.request.uri, '');
  if (result.notFound) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
`
}
