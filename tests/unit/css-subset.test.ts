// The part of the stylesheet a page inlines (scripts/css-subset.ts), on hand-written stylesheets in
// the shapes Tailwind writes: escaped class names, variants nesting their media queries, layers,
// :where() of the dark variant, keyframes and @property.
import { describe, expect, it } from 'vitest'
import { cssSubset, markupClasses, requiredClasses, scriptWords } from '../../scripts/css-subset'

const css =
  '/*! tailwindcss */@layer theme, base, utilities;@layer base{*,:after{box-sizing:border-box}html{color:red}}' +
  '@layer utilities{.mt-4{margin-top:1rem}.md\\:flex{@media (min-width:48rem){display:flex}}.hover\\:bg-muted{&:hover{@media (hover:hover){background:grey}}}' +
  '.dark\\:inline:where(.dark,.dark *){display:inline}.\\[\\&\\:\\:-moz-progress-bar\\]\\:bg-primary::-moz-progress-bar{background:blue}.w-1\\/2{width:50%}.\\32 xl\\:p-1{padding:1px}}' +
  '.result-card[data-state=valid]{color:green}.a .b,.c{color:blue}:root{--x:1}@keyframes spin{to{transform:rotate(1turn)}}@property --tw-x{syntax:"*";inherits:false}' +
  '@media print{.print-only{display:block}body{margin:0}}'

describe('the part of a stylesheet a page can use', () => {
  it('reads the classes a selector needs, escapes resolved, alternatives inside :where() and :not() left aside', () => {
    expect(requiredClasses('.md\\:flex')).toEqual(['md:flex'])
    expect(requiredClasses('.\\[\\&\\:\\:-moz-progress-bar\\]\\:bg-primary::-moz-progress-bar')).toEqual(['[&::-moz-progress-bar]:bg-primary'])
    expect(requiredClasses('.w-1\\/2')).toEqual(['w-1/2'])
    expect(requiredClasses('.\\32 xl\\:p-1')).toEqual(['2xl:p-1'])
    expect(requiredClasses('.dark\\:inline:where(.dark,.dark *)')).toEqual(['dark:inline'])
    expect(requiredClasses('.a:not(.b) > .c[data-x=".d"]')).toEqual(['a', 'c'])
    expect(requiredClasses(':root')).toEqual([])
  })

  it('keeps what the classes in use need and every rule that needs no class; drops the rest, and blocks left empty', () => {
    const part = cssSubset(css, new Set(['md:flex', 'b', 'a']))
    expect(part).toContain('.md\\:flex{@media (min-width:48rem){display:flex}}')
    expect(part).toContain('.a .b,.c{color:blue}')
    for (const kept of ['/*! tailwindcss */', '@layer theme, base, utilities;', 'html{color:red}', ':root{--x:1}', '@keyframes spin', '@property --tw-x', 'body{margin:0}']) expect(part).toContain(kept)
    for (const dropped of ['.mt-4', 'hover\\:bg-muted', 'dark\\:inline', 'moz-progress-bar', 'w-1\\/2', '2 xl', 'result-card', '.print-only']) expect(part).not.toContain(dropped)
    expect(cssSubset(css, new Set(['result-card', 'mt-4', 'c']))).toContain('.result-card[data-state=valid]{color:green}')
    expect(cssSubset(css, new Set(['c']))).toContain('.a .b,.c{color:blue}')
    // A block whose rules all went leaves nothing behind.
    expect(cssSubset('@media print{.x{color:red}}', new Set())).toBe('')
  })

  it('takes the classes of the markup and every word a script could set as one', () => {
    expect([...markupClasses('<p class="a  b"><span class="c"></span><i data-class="d"></i></p>')]).toEqual(['a', 'b', 'c'])
    expect(scriptWords('e.className=`x ${y?"z":""}`;d.classList.toggle("dark",t)')).toEqual(new Set(['e.className=', 'x', '${y?', 'z', ':', '}', ';d.classList.toggle(', 'dark', ',t)']))
  })
})
