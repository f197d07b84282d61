import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Textarea } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import Field from '../../components/Field'
import DistrictPicker from '../../components/DistrictPicker'
import ImageUploader, { type UploadedImage } from '../../components/ImageUploader'
import { rentalApi, type ListingBody, type MyListing, type Rental } from '../../api/rental'
import type { PageResult } from '../../hooks/usePagedList'
import { usePagedList } from '../../hooks/usePagedList'
import { useRouteParams } from '../../hooks/useRouteParams'
import { useStores } from '../../stores/root'
import { DESC_MAX, DESC_MIN, IMAGES_MIN, MAX_IMAGES, TITLE_MAX, TITLE_MIN } from '../../stores/sell'
import { amountLabel, formatDateTime, formatYuan, parseYuan } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/chips.scss'
import '../../styles/form.scss'
import '../../styles/sell.scss'
import '../../styles/trade.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

type Tab = 'rented' | 'listings' | 'new'
const TABS: { key: Tab; label: string }[] = [
  { key: 'rented', label: '我租的号' },
  { key: 'listings', label: '我的出租' },
  { key: 'new', label: '发布出租' },
]

interface Form {
  title: string
  description: string
  hourly: string
  minHours: string
  day: string
  overnight: string
  deposit: string
  account: string
  password: string
}

/** Checks the listing form; prices are whole or decimal yuan turned into fen. */
export function checkListing(
  f: Form,
  picked: { game: boolean; district: boolean; images: number },
): { errors: Record<string, string>; fen: Record<string, number | null> } {
  const e: Record<string, string> = {}
  const fen = (v: string) => (v.trim() ? parseYuan(v) : null)
  const hourly = fen(f.hourly)
  const day = fen(f.day)
  const overnight = fen(f.overnight)
  const deposit = fen(f.deposit) ?? 0
  if (!picked.game || !picked.district) e.district = '请选择游戏和区服（需选到具体服务器）'
  const t = Array.from(f.title.trim()).length
  if (t < TITLE_MIN || t > TITLE_MAX) e.title = `标题${TITLE_MIN}-${TITLE_MAX}个字`
  const d = Array.from(f.description.trim()).length
  if (d < DESC_MIN || d > DESC_MAX) e.description = `描述${DESC_MIN}-${DESC_MAX}个字`
  if (picked.images < IMAGES_MIN) e.images = `请至少上传${IMAGES_MIN}张截图`
  if (hourly === null || hourly < 100 || hourly > 100000) e.hourly = '时租¥1-¥1,000'
  const mh = Number(f.minHours)
  if (!Number.isInteger(mh) || mh < 1 || mh > 24) e.minHours = '最少租用1-24小时'
  if (f.day.trim() && (day === null || day < 100)) e.day = '包天价格不正确'
  if (f.overnight.trim() && (overnight === null || overnight < 100)) e.overnight = '包夜价格不正确'
  if (f.deposit.trim() && parseYuan(f.deposit) === null) e.deposit = '押金不正确'
  if (!f.account.trim()) e.account = '请填写游戏登录账号'
  if (!f.password) e.password = '请填写游戏登录密码'
  return { errors: e, fen: { hourly, day, overnight, deposit } }
}

/** 我的租号: accounts I rented, accounts I let out (listings and their rentals), and a new listing (reviewed first). */
const RentOutPage = observer(function RentOutPage() {
  const params = useRouteParams()
  const [tab, setTab] = useState<Tab>((params.tab as Tab) || 'rented')
  const fetchPage = useCallback(
    (n: number): Promise<PageResult<Rental | MyListing>> =>
      tab === 'listings' ? rentalApi.myListings(n) : rentalApi.myOrders(n),
    [tab],
  )
  const list = usePagedList<Rental | MyListing>(fetchPage)
  useEffect(() => {
    if (tab !== 'new') void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage, tab])
  useReachBottom(() => tab !== 'new' && void list.loadMore())

  const toggle = async (l: MyListing) => {
    try {
      await rentalApi.setListed(l.id, l.state !== 1)
      toast(l.state === 1 ? '已下架' : '已上架')
      void list.reload()
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <PageShell route='rentOut'>
      <View className='ro-tabs'>
        {TABS.map((t) => (
          <View
            key={t.key}
            className={`ro-tab ${t.key === tab ? 'ro-tab--on' : ''}`}
            onClick={() => setTab(t.key)}
            role='tab'
          >
            {t.label}
          </View>
        ))}
      </View>
      {tab === 'new' && <ListingForm onDone={() => setTab('listings')} />}
      {tab === 'rented' &&
        (list.rows as Rental[]).map((r) => (
          <View key={r.id} className='t-card' onClick={() => void navigateTo('hire', { rentalId: r.id })}>
            <View className='ro__head'>
              <Text className='ro__title'>{r.title}</Text>
              <Text className='t-state'>{r.phaseText}</Text>
            </View>
            <Text className='ro__meta'>
              {r.modeText} {r.hours}小时 · {formatDateTime(r.startAt).slice(5)} 至 {formatDateTime(r.endAt).slice(5)} ·
              {amountLabel(r.paidAt)} {formatYuan(r.totalFen)}
            </Text>
          </View>
        ))}
      {tab === 'listings' &&
        (list.rows as MyListing[]).map((l) => (
          <View key={l.id} className='t-card'>
            <View className='ro__head'>
              <Text className='ro__title'>{l.title}</Text>
              <Text className='t-state'>{l.stateText}</Text>
            </View>
            <Text className='ro__meta'>
              {l.gameName} · {formatYuan(l.hourlyFen)}/小时 · 押金 {formatYuan(l.depositFen)} · 已租{l.rentCount}次
            </Text>
            {l.rejectReason && <Text className='ro__meta'>未通过：{l.rejectReason}</Text>}
            {(l.state === 1 || l.state === 2) && (
              <View className='t-card__actions'>
                <View className='t-btn t-btn--ghost' onClick={() => void toggle(l)}>
                  {l.state === 1 ? '下架' : '重新上架'}
                </View>
              </View>
            )}
          </View>
        ))}
      {tab !== 'new' && <ListStates list={list} emptyText={tab === 'rented' ? '还没有租过号' : '还没有出租的账号'} />}
    </PageShell>
  )
})

const ListingForm = observer(function ListingForm({ onDone }: { onDone: () => void }) {
  const { app } = useStores()
  const [game, setGame] = useState<{ id: number; name: string } | null>(null)
  const [district, setDistrict] = useState<{ id: number; name: string }[]>([])
  const [images, setImages] = useState<UploadedImage[]>([])
  const [f, setF] = useState<Form>({
    title: '',
    description: '',
    hourly: '',
    minHours: '2',
    day: '',
    overnight: '',
    deposit: '',
    account: '',
    password: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [picking, setPicking] = useState(false)
  const [busy, setBusy] = useState(false)
  const set = (k: keyof Form) => (v: string) => setF((x) => ({ ...x, [k]: v }))

  const submit = async () => {
    const { errors: e, fen } = checkListing(f, {
      game: Boolean(game),
      district: district.length > 0,
      images: images.length,
    })
    setErrors(e)
    if (Object.keys(e).length) return toast(Object.values(e)[0]!)
    const body: ListingBody = {
      gameId: game!.id,
      districtId: district[district.length - 1]!.id,
      title: f.title.trim(),
      description: f.description.trim(),
      images: images.map((i) => i.url),
      hourlyFen: fen.hourly!,
      minHours: Number(f.minHours),
      dayFen: fen.day,
      overnightFen: fen.overnight,
      depositFen: fen.deposit ?? 0,
      credentials: { account: f.account.trim(), password: f.password },
    }
    setBusy(true)
    try {
      await rentalApi.saveListing(body)
      toast('已提交，等待审核')
      onDone()
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='form-card'>
      <Text className='sell-section'>出租账号</Text>
      <View className='chips'>
        {app.gameTypes.map((g) => (
          <View
            key={g.id}
            className={`chip ${g.id === game?.id ? 'chip--on' : ''}`}
            onClick={() => {
              setGame(g)
              setDistrict([])
            }}
          >
            {g.name}
          </View>
        ))}
      </View>
      {game && (
        <View className='sell-row' onClick={() => setPicking(true)}>
          <Text className='field__label'>区服</Text>
          <Text className={`sell-row__value ${district.length ? '' : 'sell-row__placeholder'}`}>
            {district.length ? district.map((n) => n.name).join(' / ') : '请选择（需选到具体服务器）'}
          </Text>
          <Icon of={ArrowRight} className='sell-row__arrow' />
        </View>
      )}
      {errors.district && <Text className='field__error'>{errors.district}</Text>}
      <Field
        label='标题'
        value={f.title}
        onChange={set('title')}
        maxlength={TITLE_MAX}
        placeholder='如：V8 全英雄 典藏皮肤 可排位'
        error={errors.title}
      />
      <View className='sell-block'>
        <Text className='field__label'>描述</Text>
        <Textarea
          className='sell-textarea'
          value={f.description}
          maxlength={DESC_MAX}
          placeholder={`段位、皮肤、可玩模式、注意事项（${DESC_MIN}-${DESC_MAX}字）`}
          onInput={(e) => set('description')(e.detail.value)}
        />
        {errors.description && <Text className='field__error'>{errors.description}</Text>}
      </View>
      <View className='sell-block'>
        <Text className='field__label'>截图（第一张为封面）</Text>
        <ImageUploader
          value={images}
          max={MAX_IMAGES}
          onAdd={(i) => setImages((l) => [...l, i])}
          onRemove={(u) => setImages((l) => l.filter((x) => x.url !== u))}
        />
        {errors.images && <Text className='field__error'>{errors.images}</Text>}
      </View>
      <Field
        label='时租（元）'
        value={f.hourly}
        onChange={set('hourly')}
        type='digit'
        maxlength={7}
        placeholder='每小时价格'
        error={errors.hourly}
      />
      <Field
        label='最少小时'
        value={f.minHours}
        onChange={set('minHours')}
        type='number'
        maxlength={2}
        error={errors.minHours}
      />
      <Field
        label='包天（元）'
        value={f.day}
        onChange={set('day')}
        type='digit'
        maxlength={8}
        placeholder='选填，按整天计'
        error={errors.day}
      />
      <Field
        label='包夜（元）'
        value={f.overnight}
        onChange={set('overnight')}
        type='digit'
        maxlength={8}
        placeholder='选填，22:00-08:00'
        error={errors.overnight}
      />
      <Field
        label='押金（元）'
        value={f.deposit}
        onChange={set('deposit')}
        type='digit'
        maxlength={8}
        placeholder='结束后无违规退还租客'
        error={errors.deposit}
      />
      <Text className='sell-section'>登录信息</Text>
      <View className='sell-warning'>
        账号密码加密保存，仅在租期内向租客本人展示，每次查看都有记录；每次修改都需重新填写并重新审核。
      </View>
      <Field label='登录账号' value={f.account} onChange={set('account')} maxlength={64} error={errors.account} />
      <Field
        label='登录密码'
        value={f.password}
        onChange={set('password')}
        password
        maxlength={64}
        error={errors.password}
      />
      <View
        className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
        onClick={() => !busy && void submit()}
        role='button'
      >
        {busy ? '提交中…' : '提交审核'}
      </View>
      {game && (
        <Popup visible={picking} position='bottom' round onClose={() => setPicking(false)} title='选择区服' closeable>
          {picking && (
            <DistrictPicker
              gameId={game.id}
              allowAll={false}
              onPick={(path) => {
                if (!path || path[path.length - 1]!.level !== 'server') return toast('请选到具体服务器')
                setPicking(false)
                setDistrict(path.map((n) => ({ id: n.id, name: n.name })))
              }}
            />
          )}
        </Popup>
      )}
    </View>
  )
})

export default withBoundary('rentOut', withLogin('rentOut', RentOutPage))
