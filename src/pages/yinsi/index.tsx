import ContentPage from '../../components/ContentPage'

/** The privacy policy (content type yinsizhengce), edited by operators on the server. */
export default function YinsiPage() {
  return <ContentPage route='yinsi' noticeType='yinsizhengce' />
}
