import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib'
import { Effect, OidcProviderNative, PolicyStatement, Role, WebIdentityPrincipal } from 'aws-cdk-lib/aws-iam'
import type { Construct } from 'constructs'

export const githubOidcIssuer = 'token.actions.githubusercontent.com'

export interface DeployAccessProps extends StackProps {
  /** "owner/name" of the GitHub repository whose deploy workflow may deploy. */
  repository: string
  /** The GitHub environment the deploy job runs in (.github/workflows/deploy.yml). */
  environment: string
  /** An existing GitHub OIDC provider of the account (an account holds one per issuer). */
  existingProviderArn?: string
  /** The CDK bootstrap qualifier (cdk bootstrap --qualifier), "hnb659fds" unless changed. */
  bootstrapQualifier?: string
  /**
   * The regions the site deploys to, each bootstrapped: the site's own region and us-east-1 (the
   * WAF stack's, when there is one). Named, so the role reaches no other region's bootstrap roles.
   */
  deployRegions: string[]
}

/**
 * What lets GitHub Actions deploy without long-lived keys: the account's OIDC trust in GitHub's
 * token issuer and one role that only the deploy job of one repository, in one GitHub
 * environment, can assume (its token's `sub` names both). The role may do nothing but assume the
 * CDK bootstrap roles, which hold the actual deploy permissions: the workflow's reach is what
 * `cdk bootstrap` granted, and nothing more.
 */
export class DeployAccessStack extends Stack {
  readonly role: Role

  constructor(scope: Construct, id: string, props: DeployAccessProps) {
    super(scope, id, props)
    if (!/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(props.repository)) throw new Error(`githubRepository must be "owner/name", got "${props.repository}"`)
    for (const region of props.deployRegions) if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(region)) throw new Error(`not a region: "${region}"`)
    if (!/^[A-Za-z0-9._-]+$/.test(props.environment)) throw new Error(`githubEnvironment must be a plain name, got "${props.environment}"`)
    // The native AWS::IAM::OIDCProvider (no custom-resource Lambda); IAM fetches the thumbprint.
    const providerArn = props.existingProviderArn ?? new OidcProviderNative(this, 'GitHub', { url: `https://${githubOidcIssuer}`, clientIds: ['sts.amazonaws.com'] }).oidcProviderArn
    this.role = new Role(this, 'DeployRole', {
      description: `GitHub Actions deploy of ${props.repository} (environment ${props.environment})`,
      maxSessionDuration: Duration.hours(1),
      assumedBy: new WebIdentityPrincipal(providerArn, {
        StringEquals: {
          [`${githubOidcIssuer}:aud`]: 'sts.amazonaws.com',
          [`${githubOidcIssuer}:sub`]: `repo:${props.repository}:environment:${props.environment}`,
        },
      }),
    })
    const qualifier = props.bootstrapQualifier ?? 'hnb659fds'
    this.role.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['sts:AssumeRole', 'sts:TagSession'],
        resources: props.deployRegions.flatMap((region) =>
          ['deploy', 'file-publishing', 'image-publishing', 'lookup'].map((kind) => `arn:${this.partition}:iam::${this.account}:role/cdk-${qualifier}-${kind}-role-${this.account}-${region}`),
        ),
      }),
    )
    new CfnOutput(this, 'DeployRoleArn', { value: this.role.roleArn, description: 'Set as the GitHub variable AWS_DEPLOY_ROLE_ARN' })
  }
}
