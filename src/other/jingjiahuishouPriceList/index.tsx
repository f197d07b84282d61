import PageShell from '../../components/PageShell'

/** 回收价格表: the frame of this route; its content is built by the issue that owns it. */
export default function JingjiahuishouPriceListPage() {
  return <PageShell route='jingjiahuishouPriceList' />
}
