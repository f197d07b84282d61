export default definePageConfig({ navigationBarTitleText: '商户入驻' })
