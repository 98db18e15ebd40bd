/**
 * A sentence beside a form that says where the privacy policy explains it: information, never a
 * consent (the processing rests on the bases the policy names, Art. 6 (1) GDPR). `text` holds
 * {link}; `href` is the policy's address in the page's language.
 */
export function PrivacyNote({ text, link, href, className = '' }: { text: string; link: string; href: string; className?: string }) {
  const [before, after] = text.split('{link}')
  return (
    <p data-privacy-note className={`text-sm text-fg-muted ${className}`}>
      {before}
      <a className="link" href={href}>{link}</a>
      {after}
    </p>
  )
}
