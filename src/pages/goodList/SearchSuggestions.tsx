import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { goodsApi, type Suggestions } from '../../api/goods'
import '../../styles/chips.scss'

/** Suggestions for `q` (debounced: one request per pause in typing); empty while none came back. */
export function useSuggestions(q: string, enabled: boolean, delayMs = 200): Suggestions | null {
  const [s, setS] = useState<Suggestions | null>(null)
  useEffect(() => {
    if (!enabled) {
      setS(null)
      return
    }
    let live = true
    const t = setTimeout(() => {
      goodsApi.suggest(q.trim()).then(
        (r) => live && setS(r),
        // suggestions are a help, never an error of their own: the page works without them
        () => live && setS(null),
      )
    }, delayMs)
    return () => {
      live = false
      clearTimeout(t)
    }
  }, [q, enabled, delayMs])
  return s
}

interface PickProps {
  onGame: (id: number, name: string) => void
  onWord: (word: string) => void
}

/** Games and words as chips (the empty result and the dropdown share them). */
function Chips({ s, onGame, onWord }: { s: Suggestions } & PickProps) {
  return (
    <View className='chips'>
      {s.games.map((g) => (
        <Text key={`g${g.id}`} className='chip gl-suggest__game' onClick={() => onGame(g.id, g.name)}>
          {g.name}
        </Text>
      ))}
      {s.words.map((w) => (
        <Text key={`w${w}`} className='chip' onClick={() => onWord(w)}>
          {w}
        </Text>
      ))}
    </View>
  )
}

/** A search that found nothing: what the shopper may have meant, instead of an empty page. */
export function NoResultSuggestions({ keyWord, ...pick }: { keyWord: string } & PickProps) {
  const s = useSuggestions(keyWord, true, 0)
  const any = !!s && (s.games.length > 0 || s.words.length > 0)
  return (
    <View className='gl-suggest'>
      <Text className='gl-suggest__title'>没有找到与“{keyWord}”相关的商品</Text>
      {any && (
        <>
          <Text className='gl-suggest__hint'>试试这些游戏或关键词：</Text>
          <Chips s={s!} {...pick} />
        </>
      )}
      {!any && <Text className='gl-suggest__hint'>换个关键词，或去掉一些筛选条件试试</Text>}
    </View>
  )
}

/** The search box's dropdown: games and hot words for what has been typed so far. */
export function SuggestDropdown({ q, ...pick }: { q: string } & PickProps) {
  const s = useSuggestions(q, true)
  if (!s || (!s.games.length && !s.words.length)) return null
  return (
    <View className='gl-dropdown' aria-label='搜索建议'>
      <Chips s={s} {...pick} />
    </View>
  )
}
