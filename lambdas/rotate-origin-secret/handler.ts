import { GetDistributionConfigCommand, UpdateDistributionCommand, type CloudFrontClient, type DistributionConfig } from '@aws-sdk/client-cloudfront'
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  UpdateSecretVersionStageCommand,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager'
import { createLogger, type LogSink } from '../log'
import { originVerifyHeader } from '../../core/api-guard'

/** What Secrets Manager passes to a rotation function. */
export interface RotationEvent {
  SecretId: string
  ClientRequestToken: string
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret'
}

export interface RotationDependencies {
  secrets: Pick<SecretsManagerClient, 'send'>
  cloudfront: Pick<CloudFrontClient, 'send'>
  /** The distribution whose API origin sends the secret. */
  distributionId: string
  logSink?: LogSink
}

/** The origins of a distribution that send the origin secret header. */
function verifyHeaders(config: DistributionConfig) {
  return (config.Origins?.Items ?? []).flatMap((origin) => (origin.CustomHeaders?.Items ?? []).filter((h) => h.HeaderName?.toLowerCase() === originVerifyHeader))
}

/**
 * Rotates the secret CloudFront sends to the API (Secrets Manager's four steps). createSecret
 * makes a new random value pending; setSecret has CloudFront send it; testSecret reads the
 * distribution back; finishSecret makes it current. The functions accept the current, pending and
 * previous value throughout (lambdas/origin-guard.ts), so no request is refused while CloudFront's
 * edge locations take the change.
 */
export function createRotationHandler(deps: RotationDependencies) {
  const pendingValue = async (event: RotationEvent) =>
    (await deps.secrets.send(new GetSecretValueCommand({ SecretId: event.SecretId, VersionId: event.ClientRequestToken, VersionStage: 'AWSPENDING' }))).SecretString

  const steps: Record<RotationEvent['Step'], (event: RotationEvent) => Promise<void>> = {
    async createSecret(event) {
      try {
        await pendingValue(event)
        return
      } catch (error) {
        if (!(error instanceof Error) || error.name !== 'ResourceNotFoundException') throw error
      }
      const { RandomPassword } = await deps.secrets.send(new GetRandomPasswordCommand({ PasswordLength: 48, ExcludePunctuation: true, IncludeSpace: false }))
      if (!RandomPassword) throw new Error('Secrets Manager returned no random value')
      await deps.secrets.send(new PutSecretValueCommand({ SecretId: event.SecretId, ClientRequestToken: event.ClientRequestToken, SecretString: RandomPassword, VersionStages: ['AWSPENDING'] }))
    },
    async setSecret(event) {
      const value = await pendingValue(event)
      if (!value) throw new Error('the pending secret has no value')
      const { DistributionConfig: config, ETag } = await deps.cloudfront.send(new GetDistributionConfigCommand({ Id: deps.distributionId }))
      if (!config || !ETag) throw new Error(`distribution ${deps.distributionId} returned no configuration`)
      const headers = verifyHeaders(config)
      if (headers.length === 0) throw new Error(`distribution ${deps.distributionId} has no origin sending ${originVerifyHeader}`)
      if (headers.every((h) => h.HeaderValue === value)) return
      for (const h of headers) h.HeaderValue = value
      await deps.cloudfront.send(new UpdateDistributionCommand({ Id: deps.distributionId, IfMatch: ETag, DistributionConfig: config }))
    },
    async testSecret(event) {
      const value = await pendingValue(event)
      const { DistributionConfig: config } = await deps.cloudfront.send(new GetDistributionConfigCommand({ Id: deps.distributionId }))
      const headers = config ? verifyHeaders(config) : []
      if (headers.length === 0 || headers.some((h) => h.HeaderValue !== value)) throw new Error('CloudFront does not send the pending origin secret')
    },
    async finishSecret(event) {
      const { VersionIdsToStages: versions = {} } = await deps.secrets.send(new DescribeSecretCommand({ SecretId: event.SecretId }))
      const current = Object.entries(versions).find(([, stages]) => stages.includes('AWSCURRENT'))?.[0]
      if (current === event.ClientRequestToken) return
      await deps.secrets.send(
        new UpdateSecretVersionStageCommand({ SecretId: event.SecretId, VersionStage: 'AWSCURRENT', MoveToVersionId: event.ClientRequestToken, ...(current ? { RemoveFromVersionId: current } : {}) }),
      )
    },
  }

  return async (event: RotationEvent): Promise<void> => {
    const log = createLogger(event.ClientRequestToken, deps.logSink)
    const { VersionIdsToStages: versions = {}, RotationEnabled } = await deps.secrets.send(new DescribeSecretCommand({ SecretId: event.SecretId }))
    if (!RotationEnabled) throw new Error('rotation is not enabled for the origin secret')
    const stages = versions[event.ClientRequestToken]
    if (!stages) throw new Error(`version ${event.ClientRequestToken} is not part of a rotation`)
    if (stages.includes('AWSCURRENT') && event.Step !== 'finishSecret') return
    if (!stages.includes('AWSPENDING') && !stages.includes('AWSCURRENT')) throw new Error(`version ${event.ClientRequestToken} is not pending`)
    await steps[event.Step](event)
    log.info('origin_secret_rotated', { step: event.Step })
  }
}
