// react-dom ships no types of its own and only createPortal is used (the H5 image viewer draws on
// the body); the mini-program builds alias react-dom to @tarojs/react, which has it too.
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react'
  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal
}
