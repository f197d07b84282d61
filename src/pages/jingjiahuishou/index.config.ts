export default definePageConfig({ navigationBarTitleText: '竞价回收' })
