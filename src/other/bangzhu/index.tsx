import { useState } from 'react'
import { View, Text, Input, ScrollView } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import NoticeList from '../../components/NoticeList'
import { contentApi } from '../../api/content'
import { useRemote } from '../../hooks/useRemote'
import { navigateTo } from '../../utils/nav'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

/** Help centre: articles by category, with a search over titles. */
function BangzhuPage() {
  const [cats] = useRemote(() => contentApi.categories('help'), [])
  const [category, setCategory] = useState<string | undefined>(undefined)
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')

  return (
    <PageShell route='bangzhu'>
      <View className='help-top'>
        <View className='help-search'>
          <Input
            className='help-search__input'
            value={draft}
            placeholder='搜索问题，如：如何提现'
            confirmType='search'
            maxlength={30}
            onInput={(e) => setDraft(e.detail.value)}
            onConfirm={() => setKeyword(draft.trim())}
            aria-label='搜索帮助'
          />
          <Text className='help-search__btn' onClick={() => setKeyword(draft.trim())}>
            搜索
          </Text>
        </View>
        <ScrollView scrollX className='help-cats' enableFlex>
          <Text
            className={`help-cats__tab ${!category ? 'help-cats__tab--on' : ''}`}
            onClick={() => setCategory(undefined)}
          >
            全部
          </Text>
          {cats.status === 'ok' &&
            cats.data.map((c) => (
              <Text
                key={c.category}
                className={`help-cats__tab ${category === c.category ? 'help-cats__tab--on' : ''}`}
                onClick={() => setCategory(c.category)}
              >
                {c.category}
              </Text>
            ))}
        </ScrollView>
      </View>
      <NoticeList noticeType='help' category={category} keyword={keyword} detailRoute='helpdetail' />
      <View className='help-foot' onClick={() => void navigateTo('contactkefu')}>
        没有找到答案？联系官方客服
        <Icon of={ArrowRight} className='hs-chevron' />
      </View>
    </PageShell>
  )
}

export default withBoundary('bangzhu', BangzhuPage)
