import PageShell from '../../components/PageShell'

/** 找回包赔: the frame of this route; its content is built by the issue that owns it. */
export default function ZhaohuiPage() {
  return <PageShell route='zhaohui' />
}
