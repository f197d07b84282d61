import ContentPage from '../../components/ContentPage'

/** 防骗查询: the anti-fraud guide (content type `security`), edited by operators. */
export default function SecurityPage() {
  return <ContentPage route='security' noticeType='security' />
}
