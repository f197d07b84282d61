// One icon of NutUI's set, imported from its own file (never the package index, which would pull
// every icon, nor the iconfont stylesheet): `import Home from '@nutui/icons-react-taro/dist/es/icons/Home.js'`.
declare module '@nutui/icons-react-taro/dist/es/icons/*.js' {
  const Icon: import('react').FunctionComponent<Parameters<typeof import('@nutui/icons-react-taro').Home>[0]>
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
