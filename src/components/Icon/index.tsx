import type { CSSProperties, FunctionComponent } from 'react'
import type { NutIconProps } from '@nutui/icons-react-taro/dist/es/icons/Cart.js'
import { configure } from '@nutui/icons-react-taro/dist/es/icons/configure.js'
import { isH5 } from '../../utils/platform'
import './index.scss'

// NutUI draws an icon either from its iconfont (a stylesheet of 89 KB gzip we never load) or as an
// element whose CSS mask is the icon's own SVG: always the SVG here. The element is an <i> by
// default, which the mini-programs have no component for (Taro renders nothing there), so in a
// mini-program it is a view. NutUI's own icons (the popups' close button) follow the same setting.
configure({ useSvg: true, tag: isH5() ? 'i' : 'view' })

/** One icon file of the set, e.g. `@nutui/icons-react-taro/dist/es/icons/Cart.js`. */
export type Glyph = FunctionComponent<NutIconProps>

export interface IconProps {
  /** the icon, imported from its own file so a page carries only the icons it shows */
  of: Glyph
  /** sets the size (width/height, 1em by default) and the colour (currentColor by default) */
  className?: string
  color?: string
  style?: CSSProperties
}

/**
 * An icon of NutUI's set, drawn from its SVG in the text colour, 1em square unless the class says
 * otherwise. Decorative: a button made of an icon alone carries its own aria-label.
 */
export function Icon({ of: Glyph, className, color, style }: IconProps) {
  return (
    <Glyph fallback={false} className={className ? `hs-icon ${className}` : 'hs-icon'} color={color} style={style} />
  )
}

export default Icon
