import type { AnchorHTMLAttributes } from 'react'
import { useLang } from '../../PageContext'
import { localizePath } from '../../../core/url-rules'

/** An internal link: takes a language-neutral path and points to it in the page's language. */
export function Link({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={localizePath(href, useLang())} {...rest} />
}
