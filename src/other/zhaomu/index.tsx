import ContentPage from '../../components/ContentPage'

/** 人才招募: content type `zhaomu`, edited by operators. */
export default function ZhaomuPage() {
  return <ContentPage route='zhaomu' noticeType='zhaomu' />
}
