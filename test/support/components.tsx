// Light DOM stand-ins for Taro's components: enough to render pages in jsdom and drive them.
import { createElement, useEffect, useRef, type ReactNode } from 'react'

type Props = Record<string, unknown> & { children?: ReactNode; className?: string }

function strip(props: Props) {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(props)) {
    if (
      [
        'placeholderClass',
        'confirmType',
        'mode',
        'lazyLoad',
        'nodes',
        'password',
        'maxlength',
        'onInput',
        'onConfirm',
        'userSelect',
        'scrollX',
        'scrollY',
        'enableFlex',
      ].includes(k)
    )
      continue
    out[k] = v
  }
  return out
}

export const View = (p: Props) => createElement('div', strip(p), p.children)
export const Text = (p: Props) => createElement('span', strip(p), p.children)
export const ScrollView = (p: Props) => createElement('div', strip(p), p.children)
// Taro's H5 Image hands imgProps (alt, draggable) to its inner <img>
export const Image = ({ imgProps, ...p }: Props) => createElement('img', { ...strip(p), ...(imgProps as object) })
export const RichText = (p: Props) =>
  createElement('div', { className: p.className, dangerouslySetInnerHTML: { __html: String(p.nodes ?? '') } })
export const Input = (p: Props) =>
  createElement('input', {
    ...strip(p),
    type: p.password ? 'password' : 'text',
    maxLength: p.maxlength,
    value: p.value ?? '',
    onChange: (e: { target: { value: string } }) =>
      (p.onInput as ((e: { detail: { value: string } }) => void) | undefined)?.({ detail: { value: e.target.value } }),
  })
export const Textarea = (p: Props) =>
  createElement('textarea', {
    ...strip(p),
    maxLength: p.maxlength,
    value: p.value ?? '',
    onChange: (e: { target: { value: string } }) =>
      (p.onInput as ((e: { detail: { value: string } }) => void) | undefined)?.({ detail: { value: e.target.value } }),
  })
/**
 * A button. `openType` is kept as data-open-type (and Alipay's `scope` as data-scope); tapping a
 * button of open-type agreePrivacyAuthorization fires its onAgreePrivacyAuthorization, as WeChat
 * does. The platform's other button events (getphonenumber, getauthorize, error) reach their
 * handlers when a test dispatches a CustomEvent of that name with the platform's `detail`.
 */
export const Button = (p: Props) => {
  const { openType, scope, onAgreePrivacyAuthorization, onClick, onGetPhoneNumber, onGetAuthorize, onError, ...rest } =
    p as Props & {
      openType?: string
      scope?: string
      onAgreePrivacyAuthorization?: () => void
      onClick?: () => void
      onGetPhoneNumber?: (e: { detail: unknown }) => void
      onGetAuthorize?: (e: { detail: unknown }) => void
      onError?: (e: { detail: unknown }) => void
    }
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return undefined
    const handlers: [string, ((e: { detail: unknown }) => void) | undefined][] = [
      ['getphonenumber', onGetPhoneNumber],
      ['getauthorize', onGetAuthorize],
      ['error', onError],
    ]
    const bound = handlers
      .filter((h): h is [string, (e: { detail: unknown }) => void] => typeof h[1] === 'function')
      .map(([type, fn]) => {
        const listener = (e: Event) => fn({ detail: (e as CustomEvent).detail })
        el.addEventListener(type, listener)
        return () => el.removeEventListener(type, listener)
      })
    return () => bound.forEach((off) => off())
  })
  return createElement(
    'button',
    {
      ...strip(rest),
      ref,
      'data-open-type': openType,
      'data-scope': scope,
      onClick: () => {
        onClick?.()
        if (openType === 'agreePrivacyAuthorization') onAgreePrivacyAuthorization?.()
      },
    },
    p.children,
  )
}
