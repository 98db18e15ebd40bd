/**
 * The only inline script: it runs in <head> before the first paint, so the page never flashes the
 * wrong theme or a cookie banner that is already answered. The CSP allows it by its hash
 * (core/security-headers.ts), never by 'unsafe-inline'.
 *
 * - theme: the stored choice ('dark' | 'light'), else the system preference.
 * - cookie consent: <html data-consent="accepted|declined|none"> drives the banner's visibility.
 * - language: a visitor who chose a language and comes back to the bare root "/" lands on it.
 * - class "js": enhancements that need JavaScript are shown only when it runs.
 */
import { defaultLang, languages } from '../content/languages'

/** The languages a returning visitor may be sent to from "/": every one with a path prefix. */
const prefixed = JSON.stringify(languages.filter((lang) => lang !== defaultLang))

export const bootScript = `(function(){var d=document.documentElement,s;try{s=window.localStorage}catch(e){}
function get(k){try{return s?s.getItem(k):null}catch(e){return null}}
var t=get('theme');if(t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches))d.classList.add('dark');
var c=get('cookieConsent');d.setAttribute('data-consent',c==='accepted'||c==='declined'?c:'none');
var l=get('lang');if(location.pathname==='/'&&${prefixed}.indexOf(l)>=0){location.replace('/'+l);}
d.classList.add('js')})()`
