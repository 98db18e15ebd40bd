/**
 * The text of a short action link ("Learn more") that also names its target for screen readers
 * and link lists, so five "Learn more" links on one page stay distinguishable (WCAG 2.4.4/2.4.9).
 * Text rather than aria-label: search engines and Lighthouse read the link text too. Browsers
 * treat the visually hidden span as a block and put a space before it, so the accessible name is
 * "Learn more – VAT advice" (a dash, because a colon would stand apart: "Learn more : VAT advice").
 */
export function ActionLabel({ action, target }: { action: string; target: string }) {
  return (
    <>
      {action}
      <span className="sr-only"> – {target}</span>
    </>
  )
}
