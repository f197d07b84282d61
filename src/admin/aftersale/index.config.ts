export default definePageConfig({ navigationBarTitleText: '售后仲裁' })
