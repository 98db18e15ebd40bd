import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib'
import type { Construct } from 'constructs'
import { AccessLogs } from './constructs/access-logs'
import { Booking } from './constructs/booking'
import { Api } from './constructs/api'
import { InquiryArchive } from './constructs/inquiry-archive'
import { Monitoring } from './constructs/monitoring'
import { OriginSecret } from './constructs/origin-secret'
import { StaticSite } from './constructs/static-site'
import type { SiteParams } from './params'

export interface SiteStackProps extends StackProps {
  params: SiteParams
  /** ARN of a CLOUDFRONT-scope WAF web ACL (from WafStack). */
  webAclArn?: string
}

/**
 * The site in production, composed of one construct per concern: access logs, the inquiry
 * archive, the origin secret, the API with its two functions, the static site behind CloudFront,
 * the booking (table, function, schedule) and the alarms.
 */
export class SiteStack extends Stack {
  readonly api: Api
  readonly site: StaticSite
  readonly monitoring: Monitoring
  readonly booking: Booking

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props)
    const { params } = props
    const accessLogs = new AccessLogs(this, 'AccessLogs')
    const archive = new InquiryArchive(this, 'InquiryArchive', { accessLogs: accessLogs.bucket })
    const originSecret = new OriginSecret(this, 'OriginSecret')
    this.api = new Api(this, 'Api', { params, archive, originSecret })
    this.site = new StaticSite(this, 'Site', { params, api: this.api, originSecret, accessLogs: accessLogs.bucket, ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}) })
    originSecret.rotateFor(this.site.distribution)
    const siteUrl = params.domainName ? `https://${params.domainName}` : `https://${this.site.distribution.distributionDomainName}`
    this.booking = new Booking(this, 'Booking', { params, api: this.api, originSecret, siteUrl })
    this.monitoring = new Monitoring(this, 'Monitoring', { params, api: this.api, booking: this.booking })
    new CfnOutput(this, 'SiteUrl', { value: siteUrl })
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId })
  }
}
