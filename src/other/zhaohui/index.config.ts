export default definePageConfig({ navigationBarTitleText: '找回包赔' })
