import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { XMLParser } from 'fast-xml-parser'

export interface FakeOrigin {
  id: string
  domainName: string
  headers: Record<string, string>
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function configXml(origins: FakeOrigin[]): string {
  const origin = (o: FakeOrigin) => {
    const headers = Object.entries(o.headers)
      .map(([name, value]) => `<OriginCustomHeader><HeaderName>${xmlEscape(name)}</HeaderName><HeaderValue>${xmlEscape(value)}</HeaderValue></OriginCustomHeader>`)
      .join('')
    return `<Origin><Id>${o.id}</Id><DomainName>${o.domainName}</DomainName><OriginPath></OriginPath><CustomHeaders><Quantity>${Object.keys(o.headers).length}</Quantity>${headers ? `<Items>${headers}</Items>` : ''}</CustomHeaders></Origin>`
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<DistributionConfig xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><CallerReference>site</CallerReference><Origins><Quantity>${origins.length}</Quantity><Items>${origins.map(origin).join('')}</Items></Origins><DefaultCacheBehavior><TargetOriginId>${origins[0]!.id}</TargetOriginId><ViewerProtocolPolicy>redirect-to-https</ViewerProtocolPolicy></DefaultCacheBehavior><Comment>site</Comment><Enabled>true</Enabled></DistributionConfig>`
}

/**
 * A local server answering GetDistributionConfig and UpdateDistribution like CloudFront's REST
 * API (XML, ETag / If-Match), for one distribution whose origins the test sets and reads.
 */
export async function startFakeCloudFront(distributionId: string, origins: FakeOrigin[]) {
  const state = { origins, etag: 1, updates: 0, rejectedIfMatch: 0 }
  const parser = new XMLParser({ isArray: (name) => ['Origin', 'OriginCustomHeader'].includes(name) })
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? ''
      if (!path.endsWith(`/distribution/${distributionId}/config`)) {
        res.writeHead(404, { 'Content-Type': 'text/xml' })
        return res.end('<ErrorResponse><Error><Code>NoSuchDistribution</Code></Error></ErrorResponse>')
      }
      if (req.method === 'PUT') {
        if (req.headers['if-match'] !== `E${state.etag}`) {
          state.rejectedIfMatch++
          res.writeHead(412, { 'Content-Type': 'text/xml' })
          return res.end('<ErrorResponse><Error><Code>PreconditionFailed</Code></Error></ErrorResponse>')
        }
        const config = parser.parse(Buffer.concat(chunks).toString()).DistributionConfig
        state.origins = (config.Origins.Items.Origin as { Id: string; DomainName: string; CustomHeaders?: { Items?: { OriginCustomHeader: { HeaderName: string; HeaderValue: string }[] } } }[]).map((o) => ({
          id: o.Id,
          domainName: o.DomainName,
          headers: Object.fromEntries((o.CustomHeaders?.Items?.OriginCustomHeader ?? []).map((h) => [h.HeaderName, String(h.HeaderValue)])),
        }))
        state.etag++
        state.updates++
        res.writeHead(200, { 'Content-Type': 'text/xml', ETag: `E${state.etag}` })
        return res.end(`<?xml version="1.0"?><Distribution xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${distributionId}</Id><Status>InProgress</Status></Distribution>`)
      }
      res.writeHead(200, { 'Content-Type': 'text/xml', ETag: `E${state.etag}` })
      res.end(configXml(state.origins))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
