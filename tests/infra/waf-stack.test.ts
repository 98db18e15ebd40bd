// The optional WAF: the /api/* rate rule, and the qualified check's own per-minute rule above the
// function's limit (a list paced to the function's limit never meets it; a flood meets both).
import { App } from 'aws-cdk-lib'
import { Template } from 'aws-cdk-lib/assertions'
import { describe, expect, it } from 'vitest'
import { qualifiedCheckApi } from '../../core/qualified-check-api'
import { batchLimits } from '../../core/qualified-batch'
import { WafStack } from '../../infra/waf-stack'
import { testEnv } from './stack-fixture'

const template = Template.fromStack(new WafStack(new App(), 'Waf', { env: { ...testEnv, region: 'us-east-1' }, rateLimit: 300 }))
const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'))
type Rule = { Name: string; Action: unknown; Statement: { RateBasedStatement: { Limit: number; EvaluationWindowSec?: number; AggregateKeyType: string; ScopeDownStatement: { ByteMatchStatement: { SearchString: string; PositionalConstraint: string } } } } }
const rules = acl!.Properties.Rules as Rule[]

describe('WafStack', () => {
  it('blocks an IP that sends more than the limit to /api/* within five minutes', () => {
    const api = rules.find((rule) => rule.Name === 'api-rate-limit')!
    expect(api.Action).toEqual({ Block: {} })
    expect(api.Statement.RateBasedStatement).toMatchObject({ Limit: 300, AggregateKeyType: 'IP', ScopeDownStatement: { ByteMatchStatement: { SearchString: '/api/', PositionalConstraint: 'STARTS_WITH' } } })
  })

  it('blocks an IP that asks the qualified check more than twice the function’s limit in a minute, above a paced list', () => {
    const qualified = rules.find((rule) => rule.Name === 'qualified-check-rate-limit')!
    const statement = qualified.Statement.RateBasedStatement
    expect(qualified.Action).toEqual({ Block: {} })
    expect([statement.EvaluationWindowSec, statement.AggregateKeyType, statement.ScopeDownStatement.ByteMatchStatement.SearchString]).toEqual([60, 'IP', qualifiedCheckApi.path])
    expect(statement.Limit).toBeGreaterThan(qualifiedCheckApi.perClientPerMinute)
    // A list check's pace (one row every paceMs) stays below the function's limit, so below the WAF's.
    expect(60_000 / batchLimits.paceMs).toBeLessThan(qualifiedCheckApi.perClientPerMinute)
    // WAF's smallest allowed limit is 10.
    expect(statement.Limit).toBeGreaterThanOrEqual(10)
  })
})
