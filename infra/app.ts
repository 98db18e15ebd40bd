// The CDK app: `npm run synth` (offline, example parameters, sample data allowed) or
// `npx cdk deploy -c contactTo=… -c contactFrom=…` (see docs/deploying.md).
import { App } from 'aws-cdk-lib'
import { defineSite } from './define-site'

defineSite(new App(), process.env)
