import { configure } from '@nutui/icons-react-taro/dist/es/icons/configure.js'
import { isH5 } from './platform'

/**
 * NutUI's icons (imported one file each) draw their SVG as a CSS mask over the text colour, on an
 * <i> element. A mini-program has no <i> (Taro renders nothing for it), so there they use a view;
 * and always the SVG, never the iconfont, whose stylesheet (89 KB gzip) is never loaded.
 */
export function setupIcons(): void {
  configure({ useSvg: true, ...(isH5() ? {} : { tag: 'view' }) })
}
