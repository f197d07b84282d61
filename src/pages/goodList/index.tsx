import PageShell from '../../components/PageShell'

/** 商品列表: the frame of this route; its content is built by the issue that owns it. */
export default function GoodListPage() {
  return <PageShell route='goodList' />
}
