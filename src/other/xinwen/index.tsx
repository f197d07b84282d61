import PageShell from '../../components/PageShell'

/** 新闻资讯: the frame of this route; its content is built by the issue that owns it. */
export default function XinwenPage() {
  return <PageShell route='xinwen' />
}
