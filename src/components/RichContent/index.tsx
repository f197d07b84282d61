import { RichText } from '@tarojs/components'
import './index.scss'

/**
 * Rich text from the server. The server sanitises it on save (no scripts, no event handlers,
 * only safe tags and links); RichText renders it without executing anything on every target.
 */
export function RichContent({ html }: { html: string }) {
  return <RichText className='rich-content' nodes={html} />
}

export default RichContent
