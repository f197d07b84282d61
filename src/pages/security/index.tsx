import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Input } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import VerifyBox from '../../components/VerifyBox'
import ScamReport from '../../components/ScamReport'
import ListStates from '../../components/ListStates'
import RichContent from '../../components/RichContent'
import { contactApi, type BlackItem } from '../../api/support'
import { contentApi } from '../../api/content'
import { usePagedList } from '../../hooks/usePagedList'
import { useRemote } from '../../hooks/useRemote'
import { useStores } from '../../stores/root'
import { formatDateTime } from '../../utils/format'
import { maskAccount } from '../../utils/mask'
import { goLogin } from '../../utils/nav'
import { toast } from '../../utils/toast'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'

const KIND_NAME: Record<string, string> = { qq: 'QQ', wechat: '微信', phone: '手机', other: '其他' }

/**
 * 防骗中心: verify a contact, search the scammer blacklist, report a scammer, and the operators'
 * anti-fraud guide (content type `security`).
 */
const SecurityPage = observer(function SecurityPage() {
  const { app } = useStores()
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const [reporting, setReporting] = useState(false)
  const fetchPage = useCallback(
    (pageNum: number) => contactApi.blacklist({ keyword: keyword || undefined, pageNum }),
    [keyword],
  )
  const list = usePagedList<BlackItem>(fetchPage)
  const [guide] = useRemote(() => contentApi.byType('security'), [])
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])

  const search = () => {
    const k = input.trim()
    if (k && k.length < 3) {
      toast('请输入至少3位账号')
      return
    }
    setKeyword(k)
  }

  const report = () => {
    if (!app.loggedIn) {
      void goLogin('/index/security')
      return
    }
    setReporting((r) => !r)
  }

  return (
    <PageShell route='security'>
      <VerifyBox />

      <View className='sec-card'>
        <View className='sec-card__head'>
          <Text className='sec-card__title'>骗子黑名单</Text>
          <View className='sec-card__action' onClick={report} role='button'>
            {reporting ? '收起' : '我要举报'}
          </View>
        </View>
        {reporting && <ScamReport onDone={() => setReporting(false)} />}
        <View className='sec-search'>
          <Input
            className='sec-search__input'
            value={input}
            maxlength={50}
            placeholder='输入QQ / 微信 / 手机号查询'
            onInput={(e) => setInput(e.detail.value)}
            onConfirm={search}
            aria-label='黑名单查询'
          />
          <View className='sec-search__btn' onClick={search} role='button'>
            查询
          </View>
        </View>
        {keyword && (
          <Text className='sec-search__hint'>
            “{keyword}”的查询结果{list.empty ? '：未在黑名单中找到，但这不代表对方可信，请只在平台内交易' : ''}
          </Text>
        )}
        {list.rows.map((b) => (
          <View key={b.id} className='sec-black'>
            <View className='sec-black__head'>
              <Text className='sec-black__account'>
                {KIND_NAME[b.kind] ?? '账号'} {maskAccount(b.kind, b.account, keyword)}
              </Text>
              <Text className='sec-black__time'>{formatDateTime(b.createdAt).slice(0, 10)}</Text>
            </View>
            {b.gameName && <Text className='sec-black__game'>{b.gameName}</Text>}
            <Text className='sec-black__reason'>{b.reason}</Text>
          </View>
        ))}
        <ListStates list={list} hideEmpty={!!keyword} />
      </View>

      {guide.status === 'ok' && (
        <View className='sec-card'>
          <Text className='sec-card__title'>防骗指南</Text>
          <RichContent html={guide.data.noticeContent} />
        </View>
      )}
    </PageShell>
  )
})

export default withBoundary('security', SecurityPage)
