export default definePageConfig({ navigationBarTitleText: '浏览记录', onReachBottomDistance: 200 })
