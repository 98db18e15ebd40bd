import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager'

/** A Secrets Manager secret's value, read once per instance (again after a failed read). */
export function secretValue(source: { arn: string; region: string }): () => Promise<string> {
  let value: Promise<string> | undefined
  return () =>
    (value ??= new SecretsManagerClient({ region: source.region })
      .send(new GetSecretValueCommand({ SecretId: source.arn }))
      .then((answer) => {
        if (!answer.SecretString) throw new Error(`the secret ${source.arn} has no value`)
        return answer.SecretString
      })
      .catch((error: unknown) => {
        value = undefined
        throw error
      }))
}

/** A secret given either directly (the local server, tests) or as a Secrets Manager secret (AWS). */
export function configuredSecret(source: { kind: 'static'; value: string } | { kind: 'secretsManager'; arn: string; region: string }): () => Promise<string> {
  return source.kind === 'static' ? async () => source.value : secretValue(source)
}
