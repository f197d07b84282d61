export default definePageConfig({ navigationBarTitleText: '提现审核' })
