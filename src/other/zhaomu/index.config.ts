export default definePageConfig({ navigationBarTitleText: '人才招募' })
