import 'react'

// HTML invoker commands (<button commandfor="id" command="show-modal">) open dialogs without
// JavaScript; @types/react does not list them yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'
    commandfor?: string
  }
}
