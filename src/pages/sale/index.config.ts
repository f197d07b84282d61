export default definePageConfig({ navigationBarTitleText: '卖号中心' })
