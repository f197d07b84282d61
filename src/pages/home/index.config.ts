export default definePageConfig({ navigationBarTitleText: '号市' })
