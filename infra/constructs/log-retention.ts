import { RetentionDays } from 'aws-cdk-lib/aws-logs'
import { retention } from '../../content/operations'

/** The log retention the privacy policy states (content/operations.ts), as CloudWatch spells it. */
export function logRetention(): RetentionDays {
  const days = retention.logDays as RetentionDays
  if (!Object.values(RetentionDays).includes(days)) throw new Error(`CloudWatch Logs cannot keep logs for ${retention.logDays} days; choose a period it offers`)
  return days
}
