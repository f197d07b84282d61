import PageShell from '../../components/PageShell'

/** 平台介绍: the frame of this route; its content is built by the issue that owns it. */
export default function JieshaoPage() {
  return <PageShell route='jieshao' />
}
