export default definePageConfig({ navigationBarTitleText: '内容管理' })
