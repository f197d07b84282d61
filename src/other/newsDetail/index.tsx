import NoticeArticle from '../../components/NoticeArticle'

export default function NewsDetailPage() {
  return <NoticeArticle route='newsDetail' />
}
