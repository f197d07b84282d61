export default definePageConfig({ navigationBarTitleText: '选游戏' })
