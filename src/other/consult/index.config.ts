export default definePageConfig({ navigationBarTitleText: '商品咨询' })
