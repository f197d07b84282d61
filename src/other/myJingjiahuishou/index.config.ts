export default definePageConfig({ navigationBarTitleText: '我的回收' })
