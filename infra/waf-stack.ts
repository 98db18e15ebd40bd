import { Stack, type StackProps } from 'aws-cdk-lib'
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2'
import type { Construct } from 'constructs'
import { qualifiedCheckApi } from '../core/qualified-check-api'

/** Requests per IP and minute to the qualified check that the WAF lets through. */
export const qualifiedWafLimit = 2 * qualifiedCheckApi.perClientPerMinute

/**
 * Optional (context wafRateLimit): a CloudFront-scope WAF web ACL in us-east-1 that blocks an IP
 * sending more than `rateLimit` requests to /api/* within five minutes, and more than twice the
 * qualified check's own limit per minute to that check: a list paced to the function's limit
 * never meets the WAF, a proxy use of the check meets both.
 */
export class WafStack extends Stack {
  readonly webAclArn: string

  constructor(scope: Construct, id: string, props: StackProps & { rateLimit: number }) {
    super(scope, id, props)
    const acl = new CfnWebACL(this, 'ApiRateLimit', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'site-waf', sampledRequestsEnabled: true },
      rules: [
        {
          name: 'api-rate-limit',
          priority: 0,
          action: { block: {} },
          visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'api-rate-limit', sampledRequestsEnabled: true },
          statement: {
            rateBasedStatement: {
              limit: props.rateLimit,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
        },
        {
          name: 'qualified-check-rate-limit',
          priority: 1,
          action: { block: {} },
          visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'qualified-check-rate-limit', sampledRequestsEnabled: true },
          statement: {
            rateBasedStatement: {
              limit: qualifiedWafLimit,
              evaluationWindowSec: 60,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: qualifiedCheckApi.path,
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
        },
      ],
    })
    this.webAclArn = acl.attrArn
  }
}
