import PageShell from '../../components/PageShell'

/** 竞价回收: the frame of this route; its content is built by the issue that owns it. */
export default function JingjiahuishouPage() {
  return <PageShell route='Jingjiahuishou' />
}
