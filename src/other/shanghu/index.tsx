import PageShell from '../../components/PageShell'

/** 商户入驻: the frame of this route; its content is built by the issue that owns it. */
export default function ShanghuPage() {
  return <PageShell route='shanghu' />
}
