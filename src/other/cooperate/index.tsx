import ContentPage from '../../components/ContentPage'

/** 商务合作（商户合作）: content type `shhz`, edited by operators. */
export default function CooperatePage() {
  return <ContentPage route='cooperate' noticeType='shhz' />
}
