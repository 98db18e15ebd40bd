/** Deployment parameters, from CDK context (-c key=value) or the environment. */
export interface SiteParams {
  /** Where inquiries go (CONTACT_TO). */
  contactTo: string
  /** Verified SES sender (CONTACT_FROM). */
  contactFrom: string
  /** The SES identity the sender belongs to: a domain or an e-mail address; the only one the
   *  contact function may send as. Defaults to the sender's domain. */
  sesIdentity: string
  /** SES region (default: the stack's region). */
  sesRegion: string | undefined
  /** The firm's VAT ID, for VIES consultation numbers. */
  viesRequesterVatId: string | undefined
  /** Optional custom domain with an ACM certificate in us-east-1. */
  domainName: string | undefined
  certificateArn: string | undefined
  /** Optional WAF rate limit for /api/* (requests per 5 minutes per IP); creates a us-east-1 WAF stack. */
  wafRateLimit: number | undefined
}

type Lookup = (key: string) => unknown

export function readParams(context: Lookup, env: Record<string, string | undefined>): SiteParams {
  const get = (contextKey: string, envKey: string): string | undefined => {
    const value = context(contextKey) ?? env[envKey]
    return typeof value === 'string' && value.trim() ? value.trim() : undefined
  }
  const contactTo = get('contactTo', 'CONTACT_TO')
  const contactFrom = get('contactFrom', 'CONTACT_FROM')
  if (!contactTo || !contactFrom) {
    throw new Error('Set the recipient and the verified sender: cdk deploy -c contactTo=… -c contactFrom=… (or CONTACT_TO / CONTACT_FROM)')
  }
  const domainName = get('domainName', 'SITE_DOMAIN')
  const certificateArn = get('certificateArn', 'SITE_CERTIFICATE_ARN')
  if (Boolean(domainName) !== Boolean(certificateArn)) throw new Error('domainName and certificateArn (ACM, us-east-1) go together')
  const rate = get('wafRateLimit', 'WAF_RATE_LIMIT')
  const wafRateLimit = rate === undefined ? undefined : Number(rate)
  if (wafRateLimit !== undefined && (!Number.isInteger(wafRateLimit) || wafRateLimit < 10)) throw new Error('wafRateLimit must be an integer ≥ 10')
  return {
    contactTo,
    contactFrom,
    sesIdentity: get('sesIdentity', 'SES_IDENTITY') ?? contactFrom.split('@')[1]!,
    sesRegion: get('sesRegion', 'SES_REGION'),
    viesRequesterVatId: get('viesRequesterVatId', 'VIES_REQUESTER_VAT_ID'),
    domainName,
    certificateArn,
    wafRateLimit,
  }
}
