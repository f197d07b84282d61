import NoticeArticle from '../../components/NoticeArticle'

export default function ArticleDetailPage() {
  return <NoticeArticle route='ArticleDetail' />
}
