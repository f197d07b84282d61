export default definePageConfig({ navigationBarTitleText: '平台公告' })
