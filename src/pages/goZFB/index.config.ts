export default definePageConfig({ navigationBarTitleText: '支付宝支付' })
