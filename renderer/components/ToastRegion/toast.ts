/**
 * The one toast mechanism (SPEC.md §3, §4, §9): one toast at a time, auto-dismissed after 5000 ms
 * unless its duration is Infinity, paused while hovered or focused, dismissed by a 50 px swipe or
 * its close button, and reachable with F8. Islands call showToast(); the DOM comes from
 * renderer/components/ToastRegion/ToastRegion.tsx.
 */
export const toastDefaults = { durationMs: 5000, swipeThresholdPx: 50, hotkey: 'F8' } as const

export interface ToastOptions {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** Milliseconds until it closes by itself; Infinity keeps it open. */
  duration?: number
}

export interface ToastHandle {
  id: string
  dismiss(): void
  update(options: Partial<ToastOptions>): void
}

interface ActiveToast {
  id: string
  element: HTMLLIElement
  remainingMs: number
  startedAt: number
  timer: number | undefined
  paused: boolean
}

let active: ActiveToast | null = null
let counter = 0

function region(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-toast-region]')
}

function stopTimer(toast: ActiveToast): void {
  window.clearTimeout(toast.timer)
  toast.timer = undefined
}

function startTimer(toast: ActiveToast): void {
  stopTimer(toast)
  if (toast.paused || !Number.isFinite(toast.remainingMs)) return
  toast.startedAt = Date.now()
  toast.timer = window.setTimeout(() => dismiss(toast.id), toast.remainingMs)
}

function pause(toast: ActiveToast): void {
  if (toast.paused) return
  if (toast.timer !== undefined) toast.remainingMs -= Date.now() - toast.startedAt
  stopTimer(toast)
  toast.paused = true
}

function resume(toast: ActiveToast): void {
  if (!toast.paused) return
  toast.paused = false
  startTimer(toast)
}

function dismiss(id: string): void {
  if (!active || active.id !== id) return
  stopTimer(active)
  const element = active.element
  const hadFocus = element.contains(document.activeElement)
  active = null
  element.remove()
  if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true })
}

function render(element: HTMLLIElement, options: ToastOptions): void {
  const destructive = options.variant === 'destructive'
  element.dataset.variant = destructive ? 'destructive' : 'default'
  // An error interrupts (assertive); everything else is announced politely. The list is the live
  // region and shows one toast at a time, so its politeness follows the toast; a role=alert on
  // the <li> would break the list's semantics (axe `list`, WCAG 1.3.1).
  element.closest('[data-toast-list]')?.setAttribute('aria-live', destructive ? 'assertive' : 'polite')
  const title = element.querySelector<HTMLElement>('[data-toast-title]')
  const description = element.querySelector<HTMLElement>('[data-toast-description]')
  if (title) title.textContent = options.title
  if (description) {
    description.textContent = options.description ?? ''
    description.hidden = !options.description
  }
}

function addSwipe(toast: ActiveToast): void {
  const element = toast.element
  let startX: number | null = null
  element.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('button')) return
    startX = event.clientX
    element.setPointerCapture?.(event.pointerId)
  })
  element.addEventListener('pointermove', (event) => {
    if (startX === null) return
    const dx = Math.max(0, event.clientX - startX)
    element.style.setProperty('--swipe-x', `${dx}px`)
  })
  const end = (event: PointerEvent) => {
    if (startX === null) return
    const dx = event.clientX - startX
    startX = null
    element.style.removeProperty('--swipe-x')
    if (dx >= toastDefaults.swipeThresholdPx) dismiss(toast.id)
  }
  element.addEventListener('pointerup', end)
  element.addEventListener('pointercancel', end)
}

export function showToast(options: ToastOptions): ToastHandle {
  const host = region()
  const list = host?.querySelector('[data-toast-list]')
  const template = host?.querySelector<HTMLTemplateElement>('template[data-toast-template]')
  const id = `toast-${++counter}`
  let currentOptions = options
  const handle: ToastHandle = {
    id,
    dismiss: () => dismiss(id),
    update: (changes) => {
      if (active?.id !== id) return
      const merged = { ...currentOptions, ...changes }
      currentOptions = merged
      render(active.element, merged)
      if (changes.duration !== undefined) {
        active.remainingMs = changes.duration
        startTimer(active)
      }
    },
  }
  if (!host || !list || !template) return handle

  if (active) dismiss(active.id)
  const element = template.content.firstElementChild?.cloneNode(true) as HTMLLIElement
  element.id = id
  list.append(element)
  render(element, options)
  const toast: ActiveToast = {
    id,
    element,
    remainingMs: options.duration ?? toastDefaults.durationMs,
    startedAt: Date.now(),
    timer: undefined,
    paused: false,
  }
  active = toast
  element.querySelector('[data-toast-close]')?.addEventListener('click', () => dismiss(id))
  element.addEventListener('pointerenter', () => pause(toast))
  element.addEventListener('pointerleave', () => {
    if (!element.contains(document.activeElement)) resume(toast)
  })
  element.addEventListener('focusin', () => pause(toast))
  element.addEventListener('focusout', (event) => {
    if (!element.contains(event.relatedTarget as Node | null) && !element.matches(':hover')) resume(toast)
  })
  addSwipe(toast)
  startTimer(toast)
  return handle
}

/** F8 moves focus to the notifications, as screen-reader users expect from the region's name. */
export function initToastHotkey(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== toastDefaults.hotkey) return
    const host = region()
    if (!host) return
    event.preventDefault()
    const first = host.querySelector<HTMLElement>('[data-toast-list] li')
    ;(first?.querySelector<HTMLElement>('button') ?? host).focus()
  })
}
