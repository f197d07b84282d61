import PageShell from '../../components/PageShell'

/** 浏览记录: the frame of this route; its content is built by the issue that owns it. */
export default function MybrowsingPage() {
  return <PageShell route='Mybrowsing' />
}
