import ContentPage from '../../components/ContentPage'

/** 平台介绍: content type `jieshao`, edited by operators. */
export default function JieshaoPage() {
  return <ContentPage route='jieshao' noticeType='jieshao' />
}
