import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'

/**
 * A local server that answers GetSecretValue / PutSecretValue / DescribeSecret /
 * UpdateSecretVersionStage like Secrets Manager's JSON API (awsJson1_1), for one secret whose
 * versions and staging labels the test controls and inspects.
 */
export async function startFakeSecretsManager(arn: string) {
  /** versionId → value and staging labels. */
  const versions = new Map<string, { value: string; stages: Set<string> }>()
  const calls: { target: string; body: Record<string, unknown> }[] = []
  const state = { down: false }
  const send = (res: import('node:http').ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'Content-Type': 'application/x-amz-json-1.1' })
    res.end(JSON.stringify(body))
  }
  const byStage = (stage: string) => [...versions.entries()].find(([, v]) => v.stages.has(stage))
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (state.down) return send(res, 500, { __type: 'InternalServiceError', message: 'down' })
      const target = String(req.headers['x-amz-target'] ?? '').replace('secretsmanager.', '')
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>
      calls.push({ target, body })
      if (target === 'GetRandomPassword') return send(res, 200, { RandomPassword: `random${calls.length}${randomUUID().replace(/-/g, '')}${randomUUID().replace(/-/g, '')}`.slice(0, Number(body.PasswordLength ?? 32)) })
      if (body.SecretId !== arn) return send(res, 400, { __type: 'ResourceNotFoundException', message: 'Secrets Manager can’t find the specified secret.' })
      if (target === 'GetSecretValue') {
        const found: [string, { value: string; stages: Set<string> } | undefined] | undefined = body.VersionId ? [body.VersionId, versions.get(body.VersionId)] : byStage(body.VersionStage ?? 'AWSCURRENT')
        const [id, version] = found ?? ['', undefined]
        if (!version?.value) return send(res, 400, { __type: 'ResourceNotFoundException', message: `Secrets Manager can't find the specified secret value for staging label: ${body.VersionStage}` })
        return send(res, 200, { ARN: arn, Name: 'origin', SecretString: version.value, VersionId: id, VersionStages: [...version.stages] })
      }
      if (target === 'DescribeSecret') {
        // Secrets Manager registers the rotation's new version (AWSPENDING, no value yet) before calling createSecret.
        return send(res, 200, { ARN: arn, Name: 'origin', RotationEnabled: true, VersionIdsToStages: Object.fromEntries([...versions].map(([id, v]) => [id, [...v.stages]])) })
      }
      if (target === 'PutSecretValue') {
        const stages = new Set((body.VersionStages as unknown as string[]) ?? ['AWSCURRENT'])
        for (const v of versions.values()) for (const stage of stages) v.stages.delete(stage)
        versions.set(body.ClientRequestToken!, { value: body.SecretString!, stages })
        return send(res, 200, { ARN: arn, Name: 'origin', VersionId: body.ClientRequestToken })
      }
      if (target === 'UpdateSecretVersionStage') {
        const stage = body.VersionStage!
        if (body.RemoveFromVersionId) versions.get(body.RemoveFromVersionId)?.stages.delete(stage)
        if (body.MoveToVersionId) versions.get(body.MoveToVersionId)?.stages.add(stage)
        // As Secrets Manager does: the version that loses AWSCURRENT becomes AWSPREVIOUS.
        if (stage === 'AWSCURRENT' && body.RemoveFromVersionId) {
          for (const v of versions.values()) v.stages.delete('AWSPREVIOUS')
          versions.get(body.RemoveFromVersionId)?.stages.add('AWSPREVIOUS')
        }
        return send(res, 200, { ARN: arn, Name: 'origin' })
      }
      send(res, 400, { __type: 'InvalidRequestException', message: `unsupported ${target}` })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    versions,
    calls,
    state,
    /** What Secrets Manager does when a rotation starts: a new version, AWSPENDING, no value yet. */
    startRotation(token: string) {
      for (const v of versions.values()) v.stages.delete('AWSPENDING')
      versions.set(token, { value: '', stages: new Set(['AWSPENDING']) })
    },
    /** Attaches a value under labels, moving those labels away from other versions. */
    put(versionId: string, value: string, stages: string[]) {
      for (const v of versions.values()) for (const s of stages) v.stages.delete(s)
      versions.set(versionId, { value, stages: new Set(stages) })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
