export default definePageConfig({ navigationBarTitleText: '文章详情' })
