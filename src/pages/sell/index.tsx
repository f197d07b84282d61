import PageShell from '../../components/PageShell'

/** 选择游戏: the frame of this route; its content is built by the issue that owns it. */
export default function SellPage() {
  return <PageShell route='sell' />
}
