import PageShell from '../../components/PageShell'

/** 平台公告: the frame of this route; its content is built by the issue that owns it. */
export default function GonggaoPage() {
  return <PageShell route='gonggao' />
}
