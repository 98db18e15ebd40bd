import { fileURLToPath } from 'node:url'
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib'
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2'
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations'
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager'
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront'
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins'
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam'
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda'
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs'
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs'
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3'
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment'
import type { Construct } from 'constructs'
import { retention } from '../content/operations'
import { securityHeaders } from '../renderer/security-headers'
import type { SiteParams } from './params'
import { pagePathsFromBuild } from './site-pages'
import { viewerRequestSource, viewerResponseSource } from './url-functions'
import { lambdaBundling, runtimeProvidedModules } from './lambda-bundling'

const root = fileURLToPath(new URL('../', import.meta.url))
const siteDir = `${root}dist/client`

export interface SiteStackProps extends StackProps {
  params: SiteParams
  /** ARN of a CLOUDFRONT-scope WAF web ACL (from WafStack). */
  webAclArn?: string
}

/**
 * The site in production: a private S3 bucket behind CloudFront (Origin Access Control), the URL
 * rules as CloudFront Functions, the two server functions as Lambdas behind an HTTP API on /api/*,
 * SES for the inquiries, an encrypted inquiry archive with lifecycle expiry.
 */
export class SiteStack extends Stack {
  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props)
    const { params } = props

    // --- Static site -------------------------------------------------------------------------
    const siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: false,
      removalPolicy: RemovalPolicy.RETAIN,
    })

    // --- Inquiry archive (privacy policy: deleted after retention.inquiryArchiveDays) ------
    const archiveBucket = new Bucket(this, 'InquiryArchive', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ id: 'expire-inquiries', expiration: Duration.days(retention.inquiryArchiveDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    })

    // --- Server functions --------------------------------------------------------------------
    const common: Pick<NodejsFunctionProps, 'runtime' | 'architecture' | 'memorySize' | 'bundling'> = {
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      bundling: { ...lambdaBundling, format: OutputFormat.ESM, externalModules: runtimeProvidedModules },
    }
    const logGroup = (name: string) =>
      new LogGroup(this, `${name}Logs`, { retention: RetentionDays.ONE_WEEK, removalPolicy: RemovalPolicy.DESTROY })

    const contactFunction = new NodejsFunction(this, 'SendContactEmail', {
      ...common,
      entry: `${root}lambdas/send-contact-email/lambda.ts`,
      // Worst case ≈ 23 s (lambdas/aws-clients.ts); the HTTP API waits up to 30 s.
      timeout: Duration.seconds(25),
      reservedConcurrentExecutions: 10,
      logGroup: logGroup('SendContactEmail'),
      environment: {
        CONTACT_TO: params.contactTo,
        CONTACT_FROM: params.contactFrom,
        SES_REGION: params.sesRegion ?? this.region,
        INQUIRY_ARCHIVE_BUCKET: archiveBucket.bucketName,
      },
    })
    contactFunction.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail'],
        resources: [`arn:aws:ses:${params.sesRegion ?? this.region}:${this.account}:identity/${params.sesIdentity}`],
      }),
    )
    contactFunction.addToRolePolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:PutObject'], resources: [archiveBucket.arnForObjects('inquiries/*')] }),
    )

    const viesFunction = new NodejsFunction(this, 'ViesVatCheck', {
      ...common,
      entry: `${root}lambdas/vies-vat-check/lambda.ts`,
      timeout: Duration.seconds(20),
      reservedConcurrentExecutions: 10,
      logGroup: logGroup('ViesVatCheck'),
      environment: params.viesRequesterVatId ? { VIES_REQUESTER_VAT_ID: params.viesRequesterVatId } : {},
    })

    // HTTP API (payload format 2.0, the event the handlers take). A function URL behind OAC would
    // need x-amz-content-sha256 on every POST, which the no-JavaScript form cannot send.
    const api = new HttpApi(this, 'Api', { createDefaultStage: true })
    api.addRoutes({ path: '/api/send-contact-email', methods: [HttpMethod.ANY], integration: new HttpLambdaIntegration('Contact', contactFunction) })
    api.addRoutes({ path: '/api/vies-vat-check', methods: [HttpMethod.ANY], integration: new HttpLambdaIntegration('Vies', viesFunction) })

    // --- CDN -----------------------------------------------------------------------------------
    const pagePaths = pagePathsFromBuild(siteDir)
    const urlRequest = new cloudfront.Function(this, 'UrlRules', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(viewerRequestSource(pagePaths)),
      comment: 'Clean URLs, no trailing slash, /home, not-found pages (scripts/server/url-rules.ts)',
    })
    const urlResponse = new cloudfront.Function(this, 'NotFoundStatus', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(viewerResponseSource(pagePaths)),
      comment: 'Status 404 for the not-found pages',
    })

    const headers = cloudfront.ResponseHeadersPolicy
    const responseHeaders = new headers(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: securityHeaders['Content-Security-Policy']!, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, preload: true, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: securityHeaders['Permissions-Policy']!, override: true },
          { header: 'Cross-Origin-Opener-Policy', value: securityHeaders['Cross-Origin-Opener-Policy']!, override: true },
        ],
      },
    })

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(siteBucket)
    const pageFunctions = [
      { function: urlRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      { function: urlResponse, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
    ]
    const htmlCache = new cloudfront.CachePolicy(this, 'HtmlCache', {
      defaultTtl: Duration.minutes(5),
      maxTtl: Duration.hours(1),
      minTtl: Duration.seconds(0),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    })
    const distribution = new cloudfront.Distribution(this, 'Cdn', {
      comment: 'Website of the law firm',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      ...(params.domainName && params.certificateArn
        ? {
            domainNames: [params.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', params.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        compress: true,
        cachePolicy: htmlCache,
        responseHeadersPolicy: responseHeaders,
        functionAssociations: pageFunctions,
      },
      additionalBehaviors: {
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          compress: true,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: responseHeaders,
        },
        '/api/*': {
          origin: new HttpOrigin(`${api.apiId}.execute-api.${this.region}.amazonaws.com`, { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: responseHeaders,
        },
      },
      // Missing files (not pages) come back from S3 as 403: answer with the not-found page.
      errorResponses: [
        { httpStatus: 403, responseHttpStatus: 404, responsePagePath: '/404.html', ttl: Duration.minutes(5) },
        { httpStatus: 404, responseHttpStatus: 404, responsePagePath: '/404.html', ttl: Duration.minutes(5) },
      ],
    })

    // Hashed assets: cached for a year; everything else (HTML, feeds, calendars): 5 minutes.
    new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(`${siteDir}/assets`)],
      destinationBucket: siteBucket,
      destinationKeyPrefix: 'assets',
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
    })
    new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(siteDir, { exclude: ['assets/**'] })],
      destinationBucket: siteBucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.fromString('public, max-age=300, must-revalidate')],
      distribution,
      distributionPaths: ['/*'],
      prune: true,
    })
  }
}
