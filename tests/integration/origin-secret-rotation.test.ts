// The origin secret's rotation, through the real Secrets Manager and CloudFront clients against
// local servers answering like both services, with the API's origin check watching throughout.
import { CloudFrontClient } from '@aws-sdk/client-cloudfront'
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { HttpHandler } from '../../lambdas/http'
import { cachedOriginSecrets, createSecretReader, withOriginCheck } from '../../lambdas/origin-guard'
import { originVerifyHeader } from '../../core/api-guard'
import { createRotationHandler, type RotationEvent } from '../../lambdas/rotate-origin-secret/handler'
import { startFakeCloudFront } from '../support/fake-cloudfront'
import { startFakeSecretsManager } from '../support/fake-secrets-manager'
import { httpEvent } from '../support/http-event'

const arn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:origin-verify-AbCdEf'
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' }
let secretsManager: Awaited<ReturnType<typeof startFakeSecretsManager>>
let cloudFront: Awaited<ReturnType<typeof startFakeCloudFront>>

beforeAll(async () => {
  secretsManager = await startFakeSecretsManager(arn)
  cloudFront = await startFakeCloudFront('E2EXAMPLE', [
    { id: 'site', domainName: 'site.s3.eu-central-1.amazonaws.com', headers: {} },
    { id: 'api', domainName: 'abc123.execute-api.eu-central-1.amazonaws.com', headers: { [originVerifyHeader]: 'initial-secret-value-000' } },
  ])
})
afterAll(async () => {
  await secretsManager.close()
  await cloudFront.close()
})

it('moves CloudFront and the functions to a new value with no request refused on the way', async () => {
  secretsManager.put('v1', 'initial-secret-value-000', ['AWSCURRENT'])
  const rotate = createRotationHandler({
    secrets: new SecretsManagerClient({ region: 'eu-central-1', endpoint: secretsManager.url, credentials }),
    cloudfront: new CloudFrontClient({ region: 'us-east-1', endpoint: cloudFront.url, credentials }),
    distributionId: 'E2EXAMPLE',
    logSink: () => {},
  })
  let clock = 0
  const api = withOriginCheck(
    (async () => ({ statusCode: 200, body: '{}' })) satisfies HttpHandler,
    cachedOriginSecrets(createSecretReader(arn, 'eu-central-1', secretsManager.url), 300_000, () => clock),
    () => {},
  )
  /** A request as CloudFront sends it now. */
  const viaCloudFront = async () => {
    const event = httpEvent({ body: {} })
    event.headers[originVerifyHeader] = cloudFront.state.origins.find((o) => o.id === 'api')!.headers[originVerifyHeader]!
    return (await api(event)).statusCode
  }
  expect(await viaCloudFront()).toBe(200)

  secretsManager.startRotation('t2')
  const step = (Step: RotationEvent['Step']) => rotate({ SecretId: arn, ClientRequestToken: 't2', Step })

  await step('createSecret')
  const pending = secretsManager.versions.get('t2')!.value
  expect(pending).toMatch(/^\S{40,}$/)
  await step('createSecret') // retried by Secrets Manager: the value stays
  expect(secretsManager.versions.get('t2')!.value).toBe(pending)
  expect(await viaCloudFront()).toBe(200)

  await step('setSecret')
  expect(cloudFront.state.origins.find((o) => o.id === 'api')!.headers[originVerifyHeader]).toBe(pending)
  expect(cloudFront.state.origins.find((o) => o.id === 'site')!.headers).toEqual({})
  // Functions that read the secret before the rotation began recheck once they see the new value.
  clock += 30_001
  expect(await viaCloudFront()).toBe(200)
  await step('setSecret')
  expect(cloudFront.state.updates).toBe(1)
  expect(cloudFront.state.rejectedIfMatch).toBe(0)

  await step('testSecret')
  await step('finishSecret')
  expect([...secretsManager.versions.get('t2')!.stages]).toContain('AWSCURRENT')
  expect([...secretsManager.versions.get('v1')!.stages]).toEqual(['AWSPREVIOUS'])
  clock += 300_001
  expect(await viaCloudFront()).toBe(200)
  // An edge location still sending the old value is accepted until the next rotation.
  const late = httpEvent({ body: {} })
  late.headers[originVerifyHeader] = 'initial-secret-value-000'
  expect((await api(late)).statusCode).toBe(200)
})

it('refuses to run for a version that is not part of a rotation', async () => {
  const rotate = createRotationHandler({
    secrets: new SecretsManagerClient({ region: 'eu-central-1', endpoint: secretsManager.url, credentials }),
    cloudfront: new CloudFrontClient({ region: 'us-east-1', endpoint: cloudFront.url, credentials }),
    distributionId: 'E2EXAMPLE',
    logSink: () => {},
  })
  await expect(rotate({ SecretId: arn, ClientRequestToken: 'unknown', Step: 'createSecret' })).rejects.toThrow(/not part of a rotation/)
})
