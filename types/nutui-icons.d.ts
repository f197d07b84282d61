// NutUI's icons are imported one file each (the package index would pull every icon, and its
// iconfont stylesheet is 89 KB gzip); the package ships types only for its index, so each file
// is declared here with the props its index declares.
declare module '@nutui/icons-react-taro/dist/es/icons/*.js' {
  import type { CSSProperties, FunctionComponent, MouseEvent, ReactNode } from 'react'

  export interface NutIconProps {
    className?: string
    style?: CSSProperties
    name?: string
    color?: string
    width?: string | number
    height?: string | number
    size?: string | number
    /** false: draw the SVG as a CSS mask; true: use the iconfont (whose stylesheet we never load) */
    fallback?: boolean
    onClick?: (event: MouseEvent) => void
    children?: ReactNode
  }
  const Icon: FunctionComponent<NutIconProps>
  export default Icon
}

declare module '@nutui/icons-react-taro/dist/es/icons/configure.js' {
  export function configure(config: {
    useSvg?: boolean
    classPrefix?: string
    tag?: string
    fontClassName?: string
  }): void
}
