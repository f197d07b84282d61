export default definePageConfig({ navigationBarTitleText: '我的商品', onReachBottomDistance: 200 })
