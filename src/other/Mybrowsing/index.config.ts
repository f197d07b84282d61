export default definePageConfig({ navigationBarTitleText: '浏览记录' })
