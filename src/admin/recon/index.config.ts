export default definePageConfig({ navigationBarTitleText: '每日对账' })
