import PageShell from '../../components/PageShell'

/** 我的商品: the frame of this route; its content is built by the issue that owns it. */
export default function MyProductsPage() {
  return <PageShell route='MyProducts' />
}
