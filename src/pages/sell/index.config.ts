export default definePageConfig({ navigationBarTitleText: '选择游戏' })
