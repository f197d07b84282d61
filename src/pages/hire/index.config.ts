export default definePageConfig({ navigationBarTitleText: '租号' })
