export default definePageConfig({ navigationBarTitleText: '新闻资讯' })
