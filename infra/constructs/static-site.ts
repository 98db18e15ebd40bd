import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib'
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager'
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront'
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins'
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3'
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment'
import { AwsSolutionsChecks } from 'cdk-nag'
import { Construct } from 'constructs'
import { apiForwardedHeaders, viewerAddressName } from '../../core/viewer-address'
import { storageMissingPage } from '../../core/url-rules'
import { hsts, securityHeaders } from '../../core/security-headers'
import { contentTypeOf, explicitlyTypedExtensions } from '../../core/content-types'
import { readBuildManifest, siteRoot } from '../build-output'
import type { SiteParams } from '../params'
import { edgeFunctionSource } from '../url-functions'
import type { Api } from './api'
import type { OriginSecret } from './origin-secret'

export interface StaticSiteProps {
  params: SiteParams
  api: Api
  originSecret: OriginSecret
  accessLogs: IBucket
  /** ARN of a CLOUDFRONT-scope WAF web ACL (from WafStack). */
  webAclArn?: string
}

/**
 * The pre-rendered site: a private bucket served by CloudFront through Origin Access Control, the
 * URL rules of core/url-rules.ts as CloudFront Functions, the local server's security headers,
 * /api/* to the API with the origin secret, standard logs into the access-log bucket.
 */
export class StaticSite extends Construct {
  readonly bucket: Bucket
  readonly distribution: cloudfront.Distribution

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id)
    const { params } = props
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: RemovalPolicy.RETAIN,
    })

    const manifest = readBuildManifest()
    const urlFunctions = [
      {
        function: new cloudfront.Function(this, 'UrlRules', {
          runtime: cloudfront.FunctionRuntime.JS_2_0,
          code: cloudfront.FunctionCode.fromInline(edgeFunctionSource('viewer-request', manifest)),
          comment: 'URL rules of core/url-rules.ts: canonical URLs, redirects, not-found pages',
        }),
        eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
      },
      {
        function: new cloudfront.Function(this, 'NotFoundStatus', {
          runtime: cloudfront.FunctionRuntime.JS_2_0,
          code: cloudfront.FunctionCode.fromInline(edgeFunctionSource('viewer-response', manifest)),
          comment: 'Status 404 for the not-found pages (core/url-rules.ts)',
        }),
        eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE,
      },
    ]

    const headers = securityHeaders(manifest)
    const responseHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: headers['Content-Security-Policy']!, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds), includeSubdomains: hsts.includeSubdomains, preload: hsts.preload, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: headers['Permissions-Policy']!, override: true },
          { header: 'Cross-Origin-Opener-Policy', value: headers['Cross-Origin-Opener-Policy']!, override: true },
        ],
      },
    })

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket)
    const htmlCache = new cloudfront.CachePolicy(this, 'HtmlCache', {
      defaultTtl: Duration.minutes(5),
      maxTtl: Duration.hours(1),
      minTtl: Duration.seconds(0),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    })
    // What the functions get from a visitor's request: its query, the headers they read, and the
    // visitor's address as CloudFront adds it ("CloudFront-Viewer-Address", set by CloudFront from
    // the connection: docs/deploying.md). An allow-list, so no other header a visitor sends reaches
    // them, Host included (the API's own name goes to its origin).
    const apiOriginRequest = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: 'The API: query strings, Content-Type, and CloudFront-Viewer-Address as CloudFront sets it',
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...apiForwardedHeaders, viewerAddressName),
    })
    const customDomain = params.domainName && params.certificateArn
    this.distribution = new cloudfront.Distribution(this, 'Cdn', {
      comment: 'Website of the law firm',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      ...(customDomain
        ? {
            domainNames: [params.domainName!],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', params.certificateArn!),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        compress: true,
        cachePolicy: htmlCache,
        responseHeadersPolicy: responseHeaders,
        functionAssociations: urlFunctions,
      },
      additionalBehaviors: {
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          compress: true,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: responseHeaders,
          // The same URL rules for every path, assets included (a malformed asset path gets the
          // not-found page of its language, as locally).
          functionAssociations: urlFunctions,
        },
        '/api/*': {
          origin: new HttpOrigin(props.api.originDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: { [props.originSecret.headerName]: props.originSecret.headerValue() },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiOriginRequest,
          responseHeadersPolicy: responseHeaders,
        },
      },
      // An asset S3 lacks comes back as 403 (no ListBucket): answer with the not-found page, as
      // the local server does (core/url-rules.ts storageMissingPage).
      errorResponses: [
        { httpStatus: 403, responseHttpStatus: 404, responsePagePath: storageMissingPage, ttl: Duration.minutes(5) },
        { httpStatus: 404, responseHttpStatus: 404, responsePagePath: storageMissingPage, ttl: Duration.minutes(5) },
      ],
    })
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'No geo restriction: the firm advises foreign companies and online sellers from anywhere (SPEC.md §1).',
    })
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'WAF is optional (-c wafRateLimit=…, its own us-east-1 stack): the API is capped by stage throttling and reserved concurrency and refuses calls around CloudFront.',
      })
    }
    if (!customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be set; with -c domainName the minimum is TLS 1.2 (2021).',
      })
    }

    // Hashed assets: cached for a year, never deleted (an open page may still load them).
    // Everything else: five minutes; so a deploy needs no invalidation, and the deployment's role
    // needs no CloudFront rights at all.
    const immutable = CacheControl.fromString('public, max-age=31536000, immutable')
    const revalidate = CacheControl.fromString('public, max-age=300, must-revalidate')
    // `aws s3 sync` guesses other types from Python's table, which lacks these without a system
    // mime.types file: deployed on their own, with the local server's type.
    const typed = explicitlyTypedExtensions.map((ext) => `*${ext}`)
    new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(`${siteRoot}assets`)],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'assets',
      exclude: typed,
      cacheControl: [immutable],
      prune: false,
    })
    new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(siteRoot, { exclude: ['assets/**'] })],
      destinationBucket: this.bucket,
      exclude: ['assets/*', ...typed],
      cacheControl: [revalidate],
      prune: true,
    })
    for (const ext of explicitlyTypedExtensions) {
      const id = ext.slice(1).toUpperCase()
      new BucketDeployment(this, `DeployAssets${id}`, {
        sources: [Source.asset(`${siteRoot}assets`)],
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'assets',
        exclude: ['*'],
        include: [`*${ext}`],
        contentType: contentTypeOf(`file${ext}`),
        cacheControl: [immutable],
        prune: false,
      })
      new BucketDeployment(this, `DeployPages${id}`, {
        sources: [Source.asset(siteRoot, { exclude: ['assets/**'] })],
        destinationBucket: this.bucket,
        exclude: ['*'],
        include: [`*${ext}`],
        contentType: contentTypeOf(`file${ext}`),
        cacheControl: [revalidate],
        prune: true,
      })
    }
    acknowledgeBucketDeploymentHandler(Stack.of(this))
  }
}

/** Why each kind of finding on CDK's own bucket-deployment handler is accepted. */
const bucketDeploymentReasons: Record<string, string> = {
  'AwsSolutions-IAM4': 'CDK’s own bucket-deployment handler, run only while deploying: its role carries AWSLambdaBasicExecutionRole, which the construct does not let us replace.',
  'AwsSolutions-IAM5': 'CDK’s bucket-deployment handler copies the build into the site bucket: it needs the objects of that bucket and of the CDK asset bucket, which CDK grants with wildcards.',
  'AwsSolutions-L1': 'CDK’s bucket-deployment handler runs on the runtime its CDK release pins; it is updated with aws-cdk-lib.',
}

/**
 * Acknowledges the findings on CDK's bucket-deployment handler (one per stack), each with the
 * reason for its kind. A kind of finding not listed above stays unacknowledged and fails the
 * cdk-nag test, so nothing new slips through under an old reason.
 */
function acknowledgeBucketDeploymentHandler(stack: Stack): void {
  const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'))
  if (!handler) return
  for (const violation of new AwsSolutionsChecks().validateScope(handler).violations) {
    const reason = bucketDeploymentReasons[violation.ruleName.replace(/\[.*$/, '')]
    if (!reason) continue
    for (const resource of violation.violatingResources) {
      const construct = resource.constructPath ? stack.node.findAll().find((c) => c.node.path === resource.constructPath) : undefined
      if (construct) Validations.of(construct).acknowledge({ id: violation.ruleName, reason })
    }
  }
}
