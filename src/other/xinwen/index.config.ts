export default definePageConfig({ navigationBarTitleText: '新闻资讯', onReachBottomDistance: 200 })
