// Light DOM stand-ins for Taro's components: enough to render pages in jsdom and drive them.
import { createElement, type ReactNode } from 'react'

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
      ].includes(k)
    )
      continue
    out[k] = v
  }
  return out
}

export const View = (p: Props) => createElement('div', strip(p), p.children)
export const Text = (p: Props) => createElement('span', strip(p), p.children)
export const Image = (p: Props) => createElement('img', strip(p))
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
 * A button. `openType` is kept as data-open-type; tapping a button of open-type
 * agreePrivacyAuthorization fires its onAgreePrivacyAuthorization, as WeChat does.
 */
export const Button = (p: Props) => {
  const { openType, onAgreePrivacyAuthorization, onClick, ...rest } = p as Props & {
    openType?: string
    onAgreePrivacyAuthorization?: () => void
    onClick?: () => void
  }
  return createElement(
    'button',
    {
      ...strip(rest),
      'data-open-type': openType,
      onClick: () => {
        onClick?.()
        if (openType === 'agreePrivacyAuthorization') onAgreePrivacyAuthorization?.()
      },
    },
    p.children,
  )
}
