import { Duration, RemovalPolicy } from 'aws-cdk-lib'
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam'
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda'
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs'
import { LogGroup } from 'aws-cdk-lib/aws-logs'
import type { Construct } from 'constructs'
import { copyCommands, lambdaBundling, lambdaFiles, runtimeProvidedModules } from '../lambda-bundling'
import { logRetention } from './log-retention'

export interface SiteFunctionProps {
  /** The Lambda entry below lambdas/, e.g. "send-contact-email/lambda.ts". */
  entry: string
  timeout: Duration
  environment?: Record<string, string>
  reservedConcurrentExecutions?: number
}

const lambdasDir = new URL('../../lambdas/', import.meta.url)

/**
 * The one way this app makes a Lambda: Node.js 24 on arm64, an esbuild ESM bundle, its own log
 * group kept as long as the privacy policy says, and a role that may write to that log group and
 * nothing else until the caller grants more (no AWSLambdaBasicExecutionRole with its logs:* on *).
 */
export function siteFunction(scope: Construct, id: string, props: SiteFunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: logRetention(), removalPolicy: RemovalPolicy.DESTROY })
  const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') })
  logGroup.grantWrite(role)
  const files = lambdaFiles[props.entry.split('/')[0]!]?.() ?? []
  return new NodejsFunction(scope, id, {
    entry: new URL(props.entry, lambdasDir).pathname,
    runtime: Runtime.NODEJS_24_X,
    architecture: Architecture.ARM_64,
    memorySize: 256,
    timeout: props.timeout,
    role,
    logGroup,
    bundling: {
      ...lambdaBundling,
      format: OutputFormat.ESM,
      externalModules: runtimeProvidedModules,
      ...(files.length > 0 ? { commandHooks: { beforeBundling: () => [], beforeInstall: () => [], afterBundling: (_input: string, output: string) => copyCommands(files, output) } } : {}),
    },
    ...(props.environment ? { environment: props.environment } : {}),
    ...(props.reservedConcurrentExecutions ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions } : {}),
  })
}
