import { http } from './http'
import type { GameType } from './types'

export const gamesApi = {
  list: () => http.get<GameType[]>('/api/web/game/list'),
}
