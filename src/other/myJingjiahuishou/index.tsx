import PageShell from '../../components/PageShell'

/** 我的回收: the frame of this route; its content is built by the issue that owns it. */
export default function MyJingjiahuishouPage() {
  return <PageShell route='myJingjiahuishou' />
}
