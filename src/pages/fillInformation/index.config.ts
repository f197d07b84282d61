export default definePageConfig({ navigationBarTitleText: '账号信息' })
