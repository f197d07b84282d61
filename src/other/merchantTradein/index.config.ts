export default definePageConfig({ navigationBarTitleText: '商户报价' })
