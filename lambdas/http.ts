import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda'

/**
 * The server functions are Lambda handlers behind CloudFront (function URL / HTTP API payload
 * format 2.0). The local server (scripts/server) builds the same event, so one code path runs
 * locally and in AWS.
 */
export type HttpEvent = APIGatewayProxyEventV2
export type HttpResult = APIGatewayProxyStructuredResultV2
export type HttpHandler = (event: HttpEvent) => Promise<HttpResult>
