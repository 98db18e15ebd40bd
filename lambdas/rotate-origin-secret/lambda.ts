// AWS Lambda entry of the origin secret's rotation (Secrets Manager calls it with each step).
import { CloudFrontClient } from '@aws-sdk/client-cloudfront'
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager'
import { createRotationHandler, type RotationEvent } from './handler'

const distributionId = process.env.DISTRIBUTION_ID
if (!distributionId) throw new Error('DISTRIBUTION_ID is not set')

const rotate = createRotationHandler({
  secrets: new SecretsManagerClient({}),
  // CloudFront's API lives in us-east-1 whatever the stack's region.
  cloudfront: new CloudFrontClient({ region: 'us-east-1' }),
  distributionId,
})

export const handler = (event: RotationEvent) => rotate(event)
