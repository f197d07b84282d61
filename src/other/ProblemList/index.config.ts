export default definePageConfig({ navigationBarTitleText: '我的问题' })
