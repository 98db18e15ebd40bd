import { Stack, type StackProps } from 'aws-cdk-lib'
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2'
import type { Construct } from 'constructs'

/**
 * Optional (context wafRateLimit): a CloudFront-scope WAF web ACL in us-east-1 that blocks an IP
 * sending more than `rateLimit` requests to /api/* within five minutes.
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
      ],
    })
    this.webAclArn = acl.attrArn
  }
}
