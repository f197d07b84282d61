import PageShell from '../../components/PageShell'

/** 人才招募: the frame of this route; its content is built by the issue that owns it. */
export default function ZhaomuPage() {
  return <PageShell route='zhaomu' />
}
