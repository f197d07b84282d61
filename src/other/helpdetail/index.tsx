import NoticeArticle from '../../components/NoticeArticle'

export default function HelpdetailPage() {
  return <NoticeArticle route='helpdetail' />
}
