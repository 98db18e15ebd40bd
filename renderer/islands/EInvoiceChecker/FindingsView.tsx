import { elementOfPath, ruleText, type RuleTexts } from '../../../core/einvoice-texts'
import { format } from '../../../core/text'
import type { Finding } from '../../../core/einvoice/index'
import { CONSEQUENCE_ORDER } from '../../../core/einvoice/consequence'
import { USTG14_ITEMS } from '../../../core/einvoice/rules/ustg14'
import { formatDecimal } from './format'
import { termName, useView } from './view-context'

/** How many places of one rule show before the rest is folded away. */
const placesShown = 3

interface RuleGroup {
  readonly rule: string
  readonly findings: readonly Finding[]
}

function groupByRule(findings: readonly Finding[]): RuleGroup[] {
  const groups = new Map<string, Finding[]>()
  for (const f of findings) groups.set(f.rule, [...(groups.get(f.rule) ?? []), f])
  return [...groups].map(([rule, list]) => ({ rule, findings: list }))
}

function RuleFinding({ group, rules, idPrefix }: { group: RuleGroup; rules: RuleTexts; idPrefix: string }) {
  const view = useView()
  const { t, lang } = view
  const first = group.findings[0]!
  const terms = first.bt.map((bt) => `${termName(view, bt)} (${bt})`).join(', ')
  const explained = ruleText(rules, first.rule, lang, {
    terms: terms || elementOfPath(first.path),
    element: elementOfPath(first.path),
    categoryName: (code) => (t.vatCategories as Record<string, string>)[code] ?? code,
  })
  const titleId = `${idPrefix}-${first.rule}`
  return (
    <li aria-labelledby={titleId} className="einvoice-finding rounded-lg border border-border p-4" data-rule={first.rule} data-severity={first.severity}>
      <p id={titleId} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <code className="font-mono text-base font-semibold text-fg">{first.rule}</code>
        <span className="einvoice-severity rounded px-2 py-0.5 text-xs font-semibold" data-severity={first.severity}>
          {t.severities[first.severity]}
        </span>
        <span className="text-sm text-fg-muted">{t.sources[first.source]}</span>
      </p>
      <dl className="mt-3 space-y-3 text-sm">
        {terms && (
          <div>
            <dt className="font-semibold text-fg">{t.finding.terms}</dt>
            <dd className="text-fg">{terms}</dd>
          </div>
        )}
        {first.ustg.length > 0 && (
          <div>
            <dt className="font-semibold text-fg">{t.finding.ustg}</dt>
            <dd className="text-fg">{first.ustg.map((n) => t.ustgItems[USTG14_ITEMS.indexOf(n)] ?? String(n)).join('; ')}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold text-fg">{t.finding.official}</dt>
          <dd>
            <blockquote lang={first.messageLang} className="border-l-4 border-border pl-3 italic text-fg-muted">
              {first.message}
            </blockquote>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-fg">{t.finding.explanation}</dt>
          <dd className="text-fg">{explained ? explained.explanation : t.finding.noExplanation}</dd>
        </div>
        {explained && (
          <div>
            <dt className="font-semibold text-fg">{t.finding.fix}</dt>
            <dd className="text-fg">{explained.fix}</dd>
          </div>
        )}
        {first.stated !== undefined && (
          <div>
            <dt className="font-semibold text-fg">{t.finding.stated}</dt>
            <dd className="tabular-nums text-fg">{formatDecimal(first.stated, lang)}</dd>
          </div>
        )}
        {first.computed !== undefined && (
          <div>
            <dt className="font-semibold text-fg">{t.finding.computed}</dt>
            <dd className="tabular-nums text-fg">{formatDecimal(first.computed, lang)}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold text-fg">{group.findings.length > 1 ? format(t.finding.places, { count: group.findings.length }) : t.finding.path}</dt>
          <dd>
            <ul className="space-y-0.5">
              {group.findings.slice(0, placesShown).map((f, i) => (
                <li key={`${f.path}-${i}`} className="break-all font-mono text-xs text-fg-muted">{f.path}</li>
              ))}
            </ul>
            {group.findings.length > placesShown && (
              <details className="mt-1">
                <summary className="cursor-pointer text-xs font-medium text-primary">{format(t.finding.places, { count: group.findings.length })}</summary>
                <ul className="mt-1 space-y-0.5">
                  {group.findings.slice(placesShown).map((f, i) => (
                    <li key={`${f.path}-${i}`} className="break-all font-mono text-xs text-fg-muted">{f.path}</li>
                  ))}
                </ul>
              </details>
            )}
          </dd>
        </div>
      </dl>
    </li>
  )
}

/** The findings, by consequence class (as the engine sorts them) and within each by rule. */
export function FindingsView({ findings, rules, idPrefix }: { findings: readonly Finding[]; rules: RuleTexts; idPrefix: string }) {
  const { t } = useView()
  const headingId = `${idPrefix}-findings`
  return (
    <div className="mt-8">
      <h4 id={headingId} className="text-xl font-semibold text-fg">{t.findingsTitle}</h4>
      {findings.length === 0 ? (
        <p className="mt-3 text-fg">{t.noFindings}</p>
      ) : (
        CONSEQUENCE_ORDER.map((consequence) => {
          const inClass = findings.filter((f) => f.consequence === consequence)
          if (inClass.length === 0) return null
          const classId = `${idPrefix}-${consequence}`
          return (
            <div key={consequence} className="einvoice-consequence mt-6" data-consequence={consequence}>
              <h5 id={classId} className="text-lg font-semibold text-fg">
                {t.consequences[consequence].title} <span className="font-normal text-fg-muted">({inClass.length})</span>
              </h5>
              <p className="mt-1 text-sm text-fg-muted">{t.consequences[consequence].text}</p>
              <ul className="mt-3 space-y-3">
                {groupByRule(inClass).map((group) => (
                  <RuleFinding key={group.rule} group={group} rules={rules} idPrefix={idPrefix} />
                ))}
              </ul>
            </div>
          )
        })
      )}
    </div>
  )
}
