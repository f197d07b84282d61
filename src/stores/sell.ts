import { makeAutoObservable, runInAction } from 'mobx'
import type { AttrValue, TemplateAttr } from '../api/goods'
import type { ConsignmentBody, DraftData, RegistrationConsent, sellingApi } from '../api/selling'
import {
  chinaToday,
  emptyRegistration,
  isRegistrationBlank,
  registrationBody,
  registrationErrors,
  type RegistrationForm,
} from '../utils/registration'
import { charCount } from '../utils/validate'
// the listing rules the server enforces, from the server's own file (defined once for both sides)
import {
  DESC_MAX,
  DESC_MIN,
  IMAGES_MAX,
  IMAGES_MIN,
  PRICE_MAX_FEN,
  PRICE_MIN_FEN,
  TITLE_MAX,
  TITLE_MIN,
} from '../../server/src/modules/selling/rules'

/** What the sell store needs from the API: the selling module's own functions (or fakes of them). */
export type SellApi = Pick<typeof sellingApi, 'draft' | 'saveDraft' | 'deleteDraft' | 'submit' | 'editable'>

/**
 * The listing being written: the server's draft with every field filled (editingId: editing a
 * listing), the handover mode included (an edit starts from the mode the listing has).
 */
export type SellDraftData = Required<Omit<DraftData, 'editingId'>> & Pick<DraftData, 'editingId'>

/** The credentials form: every field a string ('' = not given), sent once with the submission. */
export type Credentials = Required<ConsignmentBody['credentials']>

export const SAVE_DELAY_MS = 800
export const MAX_IMAGES = IMAGES_MAX
export const PRICE_MIN_YUAN = PRICE_MIN_FEN / 100
export const PRICE_MAX_YUAN = PRICE_MAX_FEN / 100
// the forms' input limits and counters read the same rules (the sell steps, and a rental listing,
// which the server checks against the same lengths and screenshot counts)
export { DESC_MAX, DESC_MIN, IMAGES_MIN, TITLE_MAX, TITLE_MIN }

const blankDraft = (gameId: number, gameName: string): SellDraftData => ({
  gameId,
  gameName,
  districtPath: [],
  title: '',
  priceYuan: '',
  isGuarantee: 0,
  bargain: false,
  attrs: {},
  description: '',
  images: [],
  // the server's default; the form switches to staff when the operators' rules require it
  handoverMode: 'self',
})

/**
 * A saved draft as form state. The server keeps drafts partial (every field optional: a draft
 * saved by an older client lacks newer fields), so what is missing starts empty; a draft without
 * its game has nothing to resume.
 */
export function fromSavedDraft(d: DraftData): SellDraftData | null {
  if (d.gameId === undefined || d.gameName === undefined) return null
  return { ...blankDraft(d.gameId, d.gameName), ...d }
}

const emptyCredentials = (): Credentials => ({
  account: '',
  password: '',
  boundPhone: '',
  boundEmail: '',
  securityNotes: '',
})

export type Errors = Record<string, string>

/** Checks one attribute value against its template entry; '' when fine. */
export function checkAttr(a: TemplateAttr, v: AttrValue | undefined): string {
  const empty = v === undefined || v === '' || (Array.isArray(v) && v.length === 0)
  if (empty) return a.must ? `请填写${a.fieldName}` : ''
  if (a.fieldType === 'number') {
    const n = typeof v === 'number' ? v : Number(v)
    if (!Number.isInteger(n)) return `${a.fieldName}应为整数`
    if (a.range && (n < a.range.min || n > a.range.max)) return `${a.fieldName}应在${a.range.min}-${a.range.max}之间`
  }
  if (a.fieldType === 'select' && (typeof v !== 'string' || !(a.options ?? []).includes(v)))
    return `请选择${a.fieldName}`
  if (a.fieldType === 'multi' && (!Array.isArray(v) || v.some((x) => !(a.options ?? []).includes(x))))
    return `请选择${a.fieldName}`
  if (a.fieldType === 'text' && charCount(String(v)) > 200) return `${a.fieldName}不能超过200字`
  return ''
}

/**
 * The listing being written. Every change is saved to the server as a draft (debounced), so a
 * half-filled listing survives leaving the flow, a 401 (which clears local storage) and a change
 * of device. Credentials stay in memory only and are sent once, with the submission.
 */
export interface HeldDraft {
  owner: number
  draft: SellDraftData
  credentials: Credentials
}

export class SellStore {
  draft: SellDraftData | null = null
  credentials: Credentials = emptyCredentials()
  /** 首次注册信息, in memory only like the credentials (issue 41) */
  registration: RegistrationForm = emptyRegistration()
  /** the consent's wording and version, as the page loaded it */
  regConsent: RegistrationConsent | null = null
  /** the listing being edited has registration data already (kept unless typed again) */
  hasRegistration = false
  loaded = false
  saving = false
  saveError = ''
  submitting = false
  private timer: ReturnType<typeof setTimeout> | null = null
  /** Edits the server had not saved when the session expired, kept for the same user's next login. */
  private held: HeldDraft | null = null

  constructor(
    private readonly api: SellApi,
    private readonly delay = SAVE_DELAY_MS,
    /** The logged-in user's id, when known: held edits go back to their owner only. */
    private readonly ownerId: () => number | undefined = () => undefined,
  ) {
    makeAutoObservable<SellStore, 'api' | 'timer' | 'delay' | 'held' | 'ownerId'>(this, {
      api: false,
      timer: false,
      delay: false,
      held: false,
      ownerId: false,
    })
  }

  /** Loads the server draft once per session (pages call it on show). */
  async load(force = false): Promise<void> {
    if (this.loaded && !force) return
    const res = await this.api.draft()
    const held = this.held
    const owner = this.ownerId()
    runInAction(() => {
      this.draft = res ? fromSavedDraft(res.data) : null
      this.loaded = true
      // what the seller typed after the last save, before the session expired: theirs again, and saved
      if (held && owner !== undefined) {
        this.held = null
        if (held.owner === owner) {
          this.draft = held.draft
          this.credentials = held.credentials
          this.scheduleSave()
        }
      }
    })
  }

  start(gameId: number, gameName: string): void {
    if (this.draft && this.draft.gameId === gameId && !this.draft.editingId) return
    this.draft = blankDraft(gameId, gameName)
    this.credentials = emptyCredentials()
    this.registration = emptyRegistration()
    this.hasRegistration = false
    this.scheduleSave()
  }

  /**
   * A new listing pre-filled from elsewhere (an appraisal's "list it at this price"): the game,
   * district, attributes, screenshots and price carry over; the seller still checks every step.
   */
  startFrom(p: Pick<SellDraftData, 'gameId' | 'gameName' | 'districtPath' | 'attrs' | 'images' | 'priceYuan'>): void {
    this.start(p.gameId, p.gameName)
    this.update({ districtPath: p.districtPath, attrs: p.attrs, images: p.images, priceYuan: p.priceYuan })
  }

  /** Opens an existing listing of mine for editing (it goes back to review when submitted). */
  async startEdit(id: number): Promise<void> {
    const g = await this.api.editable(id)
    runInAction(() => {
      this.draft = {
        editingId: g.id,
        gameId: g.gameId,
        gameName: g.gameName,
        districtPath: g.districtPath,
        title: g.title,
        priceYuan: String(Math.round(g.priceFen / 100)),
        isGuarantee: g.isGuarantee,
        bargain: g.bargain,
        handoverMode: g.handoverMode,
        attrs: g.attrs,
        description: g.description,
        images: g.images,
      }
      this.credentials = emptyCredentials()
      this.registration = emptyRegistration()
      this.hasRegistration = g.hasRegistration
      this.loaded = true
    })
    this.scheduleSave()
  }

  update(patch: Partial<SellDraftData>): void {
    if (!this.draft) return
    this.draft = { ...this.draft, ...patch }
    this.scheduleSave()
  }

  setAttr(key: string, value: AttrValue | undefined): void {
    if (!this.draft) return
    const attrs = { ...this.draft.attrs }
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete attrs[key]
    else attrs[key] = value
    this.update({ attrs })
  }

  setCredentials(patch: Partial<Credentials>): void {
    this.credentials = { ...this.credentials, ...patch }
  }

  setRegistration(patch: Partial<RegistrationForm>): void {
    this.registration = { ...this.registration, ...patch }
  }

  setRegConsent(c: RegistrationConsent): void {
    this.regConsent = c
  }

  /** A listing that makes the buyer pay for cover needs the data, unless the edited one has it already. */
  get registrationRequired(): boolean {
    return this.draft?.isGuarantee === 1 && !this.hasRegistration
  }

  /** The section's errors: checked when it is required or when the seller has started it. */
  registrationErrors(today = chinaToday()): Errors {
    if (!this.registrationRequired && isRegistrationBlank(this.registration)) return {}
    return registrationErrors(this.registration, today)
  }

  addImage(img: { url: string; thumb?: string }): void {
    if (!this.draft || this.draft.images.length >= MAX_IMAGES) return
    this.update({ images: [...this.draft.images, img] })
  }

  removeImage(url: string): void {
    if (!this.draft) return
    this.update({ images: this.draft.images.filter((i) => i.url !== url) })
  }

  private scheduleSave(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.saveNow(), this.delay)
  }

  async saveNow(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (!this.draft) return
    this.saving = true
    try {
      await this.api.saveDraft({ gameId: this.draft.gameId, data: this.draft })
      runInAction(() => (this.saveError = ''))
    } catch {
      runInAction(() => (this.saveError = '草稿保存失败，将在下次修改时重试'))
    } finally {
      runInAction(() => (this.saving = false))
    }
  }

  /** Step 1: district, title, price, insurance. */
  basicErrors(): Errors {
    const d = this.draft
    const e: Errors = {}
    if (!d) return { game: '请先选择游戏' }
    if (d.districtPath.length === 0) e.district = '请选择区服'
    const title = charCount(d.title.trim())
    if (title < TITLE_MIN || title > TITLE_MAX) e.title = `标题为${TITLE_MIN}-${TITLE_MAX}个字`
    if (!/^\d{1,7}$/.test(d.priceYuan)) e.price = '请输入整数价格（元）'
    else {
      const p = Number(d.priceYuan)
      if (p < PRICE_MIN_YUAN || p > PRICE_MAX_YUAN)
        e.price = `价格应在¥${PRICE_MIN_YUAN}-¥${PRICE_MAX_YUAN.toLocaleString('en-US')}之间`
    }
    return e
  }

  /** Step 2: template attributes, description, screenshots, credentials. */
  fillErrors(template: TemplateAttr[]): Errors {
    const d = this.draft
    const e: Errors = {}
    if (!d) return { game: '请先选择游戏' }
    for (const a of template) {
      const msg = checkAttr(a, d.attrs[a.fieldKey])
      if (msg) e[a.fieldKey] = msg
    }
    const desc = charCount(d.description.trim())
    if (desc < DESC_MIN || desc > DESC_MAX) e.description = `描述为${DESC_MIN}-${DESC_MAX}个字`
    if (d.images.length < IMAGES_MIN) e.images = `请至少上传${IMAGES_MIN}张截图`
    const c = this.credentials
    if (!c.account.trim()) e.account = '请填写游戏登录账号'
    if (!c.password) e.password = '请填写游戏登录密码'
    return { ...e, ...this.registrationErrors() }
  }

  body(): ConsignmentBody | null {
    const d = this.draft
    if (!d || d.districtPath.length === 0) return null
    const c = this.credentials
    return {
      ...(d.editingId ? { id: d.editingId } : {}),
      gameId: d.gameId,
      districtId: d.districtPath[d.districtPath.length - 1].id,
      title: d.title.trim(),
      description: d.description.trim(),
      priceFen: Number(d.priceYuan) * 100,
      isGuarantee: d.isGuarantee,
      bargain: d.bargain,
      ...(d.handoverMode ? { handoverMode: d.handoverMode } : {}),
      attrs: d.attrs,
      images: d.images.map((i) => i.url),
      credentials: {
        account: c.account.trim(),
        password: c.password,
        ...(c.boundPhone ? { boundPhone: c.boundPhone.trim() } : {}),
        ...(c.boundEmail ? { boundEmail: c.boundEmail.trim() } : {}),
        ...(c.securityNotes ? { securityNotes: c.securityNotes.trim() } : {}),
      },
      // left out when not given: an edit keeps what the listing had
      ...(!isRegistrationBlank(this.registration) && this.regConsent
        ? { registration: registrationBody(this.registration, this.regConsent.version) }
        : {}),
    }
  }

  /** Submits for review; the draft and the credentials are forgotten on success. */
  async submit(): Promise<{ id: number }> {
    const body = this.body()
    if (!body) throw { code: 400, msg: '请先完善商品信息', silent: false }
    this.submitting = true
    try {
      const res = await this.api.submit(body)
      if (this.timer) clearTimeout(this.timer)
      this.timer = null
      await this.api.deleteDraft().catch(() => undefined)
      runInAction(() => {
        this.draft = null
        this.credentials = emptyCredentials()
        this.registration = emptyRegistration()
        this.hasRegistration = false
      })
      return { id: res.id }
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }

  /** The login ended: the draft and credentials were that user's (the server keeps the draft). */
  reset(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.draft = null
    this.credentials = emptyCredentials()
    this.registration = emptyRegistration()
    this.hasRegistration = false
    this.loaded = false
    this.saveError = ''
    this.held = null
  }

  /**
   * When the session expired (a 401), not at a logout: the edits the server has not saved (a save
   * waiting, under way or failed) and the credentials typed, for `hold` to keep after the reset.
   */
  unsavedOf(owner: number | undefined): HeldDraft | null {
    const unsaved = this.timer !== null || this.saving || this.saveError !== ''
    if (!this.draft || owner === undefined || !unsaved) return null
    return { owner, draft: this.draft, credentials: this.credentials }
  }

  /**
   * Keeps unsaved edits in memory until the next login loads the draft: the same user gets them
   * back (they were lost: after logging in again the seller met the server's older draft, with no
   * word that the latest changes were gone); another user logging in never sees them.
   */
  hold(held: HeldDraft | null): void {
    this.held = held
  }
}
