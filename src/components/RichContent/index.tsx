import { useMemo } from 'react'
import { observer } from 'mobx-react-lite'
import { RichText } from '@tarojs/components'
import { richNodes } from '../../utils/richNodes'
import { richFor } from '../../utils/richFor'
import { useStores } from '../../stores/root'
import './index.scss'

/**
 * Rich text from the server. The server sanitises it on save (no scripts, no event handlers,
 * only safe tags and links); rich-text renders it without executing anything on every target.
 * Alipay's rich-text takes nodes only, so the HTML is parsed there.
 */
export const RichContent = observer(function RichContent({ html }: { html: string }) {
  const { app } = useStores()
  const verified = app.user?.realStatus === 2
  const nodes = useMemo(() => richNodes(richFor(html, { verified })), [html, verified])
  return <RichText className='rich-content' nodes={nodes as never} />
})

export default RichContent
