export default definePageConfig({ navigationBarTitleText: '平台公告', onReachBottomDistance: 200 })
