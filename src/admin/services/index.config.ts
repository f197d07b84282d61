export default definePageConfig({ navigationBarTitleText: '估价回收租号' })
