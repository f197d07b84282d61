import PageShell from '../../components/PageShell'

/** 帮助中心: the frame of this route; its content is built by the issue that owns it. */
export default function BangzhuPage() {
  return <PageShell route='bangzhu' />
}
