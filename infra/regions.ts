/**
 * AWS regions in member states of the European Union where the whole stack works. Inquiries are
 * personal data: the archive, the functions that handle them, their logs and the mail service stay
 * in one of these. London (eu-west-2) and Zurich (eu-central-2) are in Europe but not in the EU;
 * Milan (eu-south-1) and Spain (eu-south-2) are in the EU, but CloudFront does not deliver its
 * standard logs to buckets there, so the access logs could not stay in the stack's region.
 */
export const euRegions = ['eu-central-1', 'eu-west-1', 'eu-west-3', 'eu-north-1'] as const

/** Where the site lives unless the deployer names another EU region on purpose. */
export const defaultRegion = 'eu-central-1'

/** CloudFront-scope resources (WAF web ACL, ACM certificate for the distribution) live here. */
export const globalRegion = 'us-east-1'

export function assertEuRegion(region: string, what: string): void {
  if (!(euRegions as readonly string[]).includes(region)) {
    throw new Error(
      `${what} must be in an EU region (${euRegions.join(', ')}), got "${region}": it holds or processes the visitors' inquiries. ` +
        `Name the region on purpose with -c region=<eu-region> (or SITE_REGION); the CLI's default region is not used.`,
    )
  }
}
