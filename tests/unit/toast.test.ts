// @vitest-environment happy-dom
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initToastHotkey, showToast, toastDefaults } from '../../renderer/components/ToastRegion/toast'
import { ToastRegion } from '../../renderer/components/ToastRegion/ToastRegion'
import { PageInfoProvider } from '../../renderer/PageContext'

function toasts() {
  return [...document.querySelectorAll<HTMLLIElement>('[data-toast-list] li')]
}

function pointer(type: string, target: Element, clientX = 0) {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, pointerId: 1, pointerType: 'mouse' }))
}

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = `<main id="main" tabindex="-1"></main>${renderToStaticMarkup(
    createElement(PageInfoProvider, { value: { lang: 'de', path: '/', routeParams: {} }, children: createElement(ToastRegion) }),
  )}`
})

afterEach(() => {
  for (const t of toasts()) t.querySelector<HTMLButtonElement>('[data-toast-close]')?.click()
  vi.useRealTimers()
})

describe('toast', () => {
  it('shows title and description in a polite live region, closes after 5000 ms', () => {
    showToast({ title: 'Nachricht gesendet!', description: 'Vielen Dank.' })
    expect(document.querySelector('[data-toast-list]')?.getAttribute('aria-live')).toBe('polite')
    expect(toasts()).toHaveLength(1)
    expect(toasts()[0]?.textContent).toContain('Nachricht gesendet!')
    expect(toasts()[0]?.textContent).toContain('Vielen Dank.')
    vi.advanceTimersByTime(toastDefaults.durationMs - 1)
    expect(toasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(toasts()).toHaveLength(0)
  })

  it('keeps only one toast at a time', () => {
    showToast({ title: 'first' })
    showToast({ title: 'second' })
    expect(toasts().map((t) => t.textContent)).toEqual([expect.stringContaining('second')])
  })

  it('announces errors assertively', () => {
    const list = () => document.querySelector('[data-toast-list]')
    showToast({ title: 'Fehler', variant: 'destructive' })
    expect(list()?.getAttribute('aria-live')).toBe('assertive')
    expect(toasts()[0]?.dataset.variant).toBe('destructive')
    // The <li> keeps its list semantics (no role on it), and the next toast is polite again.
    expect(toasts()[0]?.hasAttribute('role')).toBe(false)
    showToast({ title: 'Gesendet' })
    expect(list()?.getAttribute('aria-live')).toBe('polite')
  })

  it('pauses while hovered and resumes with the remaining time', () => {
    showToast({ title: 'paused' })
    vi.advanceTimersByTime(3000)
    pointer('pointerenter', toasts()[0]!)
    vi.advanceTimersByTime(10_000)
    expect(toasts()).toHaveLength(1)
    pointer('pointerleave', toasts()[0]!)
    vi.advanceTimersByTime(1999)
    expect(toasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(toasts()).toHaveLength(0)
  })

  it('pauses while focused', () => {
    showToast({ title: 'focus' })
    toasts()[0]!.querySelector<HTMLButtonElement>('button')!.focus()
    vi.advanceTimersByTime(20_000)
    expect(toasts()).toHaveLength(1)
  })

  it('stays open with an infinite duration, and can be updated and dismissed by handle', () => {
    const handle = showToast({ title: 'sending', duration: Infinity })
    vi.advanceTimersByTime(60_000)
    expect(toasts()).toHaveLength(1)
    handle.update({ title: 'sent' })
    expect(toasts()[0]?.textContent).toContain('sent')
    handle.dismiss()
    expect(toasts()).toHaveLength(0)
  })

  it('closes with its translated close button', () => {
    showToast({ title: 'x' })
    const close = toasts()[0]!.querySelector<HTMLButtonElement>('[data-toast-close]')!
    expect(close.textContent).toBe('Benachrichtigung schließen')
    close.click()
    expect(toasts()).toHaveLength(0)
  })

  it('is dismissed by a swipe of at least 50 px, not by a shorter one', () => {
    showToast({ title: 'swipe' })
    const toast = toasts()[0]!
    pointer('pointerdown', toast, 100)
    pointer('pointermove', toast, 140)
    pointer('pointerup', toast, 149)
    expect(toasts()).toHaveLength(1)
    pointer('pointerdown', toast, 100)
    pointer('pointerup', toast, 150)
    expect(toasts()).toHaveLength(0)
  })

  it('F8 moves focus to the notification area', () => {
    initToastHotkey()
    showToast({ title: 'hotkey' })
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', bubbles: true }))
    expect(toasts()[0]?.contains(document.activeElement)).toBe(true)
    expect(document.querySelector('[data-toast-region]')?.getAttribute('aria-label')).toBe('Benachrichtigungen (F8)')
  })
})
