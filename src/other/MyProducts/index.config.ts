export default definePageConfig({ navigationBarTitleText: '我的商品' })
