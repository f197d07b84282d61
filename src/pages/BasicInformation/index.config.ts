export default definePageConfig({ navigationBarTitleText: '基本信息' })
