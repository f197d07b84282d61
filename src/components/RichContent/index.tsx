import { useMemo } from 'react'
import { RichText } from '@tarojs/components'
import { richNodes } from '../../utils/richNodes'
import './index.scss'

/**
 * Rich text from the server. The server sanitises it on save (no scripts, no event handlers,
 * only safe tags and links); rich-text renders it without executing anything on every target.
 * Alipay's rich-text takes nodes only, so the HTML is parsed there.
 */
export function RichContent({ html }: { html: string }) {
  const nodes = useMemo(() => richNodes(html), [html])
  return <RichText className='rich-content' nodes={nodes as never} />
}

export default RichContent
