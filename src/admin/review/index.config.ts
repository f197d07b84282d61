export default definePageConfig({ navigationBarTitleText: '商品审核', onReachBottomDistance: 200 })
