/**
 * The single content pages beyond the agreement and the privacy policy (seed-content.ts): trading rules,
 * merchant cooperation, recovery cases, introduction, recruitment, using 号市 on a phone, anti-fraud guide.
 * One published notice per type, served by /V2/H5/gonggaoDetails. Seeded once per type; operators edit them later.
 * Pages that mention dates are built relative to the seed time so they never predate the platform.
 */
import { daysBefore, formatDateCn } from './seed-dates.js';

export interface SinglePage {
  noticeType: string;
  title: string;
  content: string;
  /** how long before the seed the page was last edited: each page has its own date (issue 37) */
  daysAgo: number;
}

const TRADING_RULES = `
<h2>号市交易须知</h2>
<p>本须知是《号市用户服务协议》的组成部分，适用于在号市（HaoShi）进行的账号购买、寄售、租号与回收。服务费比例、保障档位与各项时限均<strong>以下单页面展示为准</strong>；页面展示与本须知不一致时，以下单时页面展示的为准。</p>

<h3>一、交易资格</h3>
<p>1. <strong>号市不向未满 18 周岁的未成年人提供服务。</strong>购买、出售、租号与回收前，须完成实名认证且年满 18 周岁。<a href="/index/other/Realname">去实名认证</a></p>
<p>2. 卖家须是账号的合法所有人，所售账号来源合法，未被盗取、冻结或处于封禁、申诉状态。</p>

<h3>二、担保交易流程</h3>
<ol>
<li><strong>寄售审核：</strong>卖家提交账号信息、截图与登录资料，运营审核通过后商品上架；审核不通过会注明原因，修改后可重新提交。</li>
<li><strong>下单锁定：</strong>买家下单后商品即被锁定，其他买家无法同时购买。</li>
<li><strong>付款时限：</strong>订单需在<strong>下单后 {{trade.unpaid}}内</strong>完成支付，逾期未付的订单自动关闭，商品恢复在售。</li>
<li><strong>资金托管：</strong>买家付款进入号市担保账户，交易完成前卖家无法取得这笔款项。平台只以支付机构的异步通知确认付款，付款页面的跳转不作为到账依据。</li>
<li><strong>账号交接：</strong>付款成功后，买家在订单页查看登录资料，并按交接清单修改密码、换绑手机与邮箱、修改密保。卖家应在买家付款后 24 小时内配合完成交接（如接收验证码、解除设备锁）。交接全程在平台内完成，请勿添加对方的站外联系方式。</li>
<li><strong>确认收货：</strong>买家验号无误后点击“确认收货”；买家未确认也未发起纠纷的，订单在交接开始后<strong>满 {{trade.autoConfirm}}自动确认收货</strong>。</li>
<li><strong>结算：</strong>确认收货后，平台从成交价中扣除服务费，余款计入卖家余额，卖家可申请提现。有包赔的订单，余款中的 <strong>{{reserve.percent}}</strong> 作为保证金冻结 <strong>{{reserve.days}}</strong>，期满且该订单没有处理中的找回申请时自动转为可提现；冻结金额与解冻时间在“我的钱包”中可查。</li>
</ol>

<h3>三、服务费</h3>
<p>交易成功后向卖家收取服务费：默认为成交价的 <strong>{{trade.commission}}</strong>。个别游戏或活动期间的费率以下单页面展示为准。交易未成功（订单关闭、全额退款）不收取服务费。</p>

<h3>四、找回保障（包赔）</h3>
<p>“找回”是指原号主通过申诉、客服等方式把已售账号要回。号市提供以下保障：</p>
<table>
<thead><tr><th>档位</th><th>费用（买家支付）</th><th>保障期</th><th>赔付内容</th></tr></thead>
<tbody>
<tr><td>{{protection.basic.name}}</td><td>免费（标有“赠送包赔”的商品，卖家赠送）</td><td>确认收货后 {{protection.basic}}</td><td>账号被找回时退还成交价</td></tr>
<tr><td>{{protection.a.name}}</td><td>成交价的 {{protection.a.rate}}</td><td>确认收货后 {{protection.a.period}}</td><td>账号被找回时全额退还成交价</td></tr>
<tr><td>{{protection.b.name}}</td><td>成交价的 {{protection.b.rate}}</td><td>{{protection.b.period}}</td><td>退还成交价，并赔付经核实的充值，合计最高为成交价的 {{protection.b.cap}}</td></tr>
</tbody>
</table>
<p>1. 保障须在下单时选择，付款后不能补买或升级。</p>
<p>2. 充值赔付以游戏内可查询的充值记录、支付凭证为准，须是确认收货之后、账号被找回之前在该账号内发生的充值。</p>
<p>3. 以下情况不予赔付：买家未按交接清单修改密码、换绑手机与密保；买家将账号转借、转卖他人或私下交易；因买家违反游戏运营商规则导致的封号；保障期结束后才申请理赔。</p>
<p>4. 赔付先从该订单冻结中的保证金扣除，不足部分由号市先行垫付，并从该卖家之后的货款和解冻的保证金中优先扣回；卖家售出的订单有处理中的找回申请时，暂不能提现。号市还将把找回账号的卖家列入黑名单，并可配合公安机关依法处理。</p>
<p>理赔方法见<a href="/index/other/zhaohui">找回包赔</a>和<a href="/index/other/bangzhu">帮助中心</a>。</p>

<h3>五、纠纷处理</h3>
<p>1. 买家在确认收货前发现账号与描述不符、无法登录或交接受阻的，可在订单页发起纠纷，订单暂停自动确认。</p>
<p>2. 纠纷发起后，卖家应在 <strong>{{dispute.answer}}内</strong>在订单页答辩，并提交截图、录屏、聊天记录等证据。逾期未答辩的：买家尚未查看账号信息的，平台全额退款给买家；买家已查看账号信息或平台客服已完成换绑的，转客服裁定，不自动退款。</p>
<p>3. 卖家答辩后，买家应在 <strong>{{dispute.reply}}内</strong>在订单页回复；逾期未回复的，按卖家答辩结案，交易完成，货款结算给卖家。</p>
<p>4. 交客服裁定的纠纷，客服在 <strong>{{dispute.decide}}内</strong>作出处理（退款或放款给卖家）；找回理赔在 {{claim.decision}}内处理。逾期未处理的，在运营后台升级为超时待办优先处理。</p>
<p>5. 选择平台验号换绑的订单，官方客服在订单聊天中询问卖家后，卖家应在 <strong>{{handover.seller}}内</strong>回应；逾期未回应的，订单取消并全额退款给买家。</p>
<p>6. 每个期限都以倒计时显示在订单页，到期结果以站内消息、短信（以及您授权的微信订阅消息）通知双方，订单页记录全部处理时间。买家确认收货的期限（{{trade.autoConfirm}}）不变，纠纷期间暂停自动确认。</p>
<p>7. 纠纷由买家发起。卖家的权益由答辩、举证和到期自动确认收货保障；买家不配合交接的，卖家可在订单聊天中联系官方客服。</p>

<h3>六、禁止行为</h3>
<ul>
<li>引导对方脱离平台交易、私下转账，或以“保证金”“解冻费”“验证费”等名义索要款项；</li>
<li>出售盗取、诈骗所得或来源不明的账号，或在交易完成后找回已售账号；</li>
<li>商品描述造假，包括虚报皮肤、英雄、段位、充值金额，使用他人截图；</li>
<li>冒充号市客服、运营或商户；</li>
<li>出售含外挂、脚本等违反游戏规则内容的账号，或出售实名信息、身份证件；</li>
<li>为未成年人代为购买、租用账号，或出借本人实名账号供他人交易；</li>
<li>虚假交易、刷单、恶意占用商品或恶意发起纠纷。</li>
</ul>
<p>违反上述规定的，号市可视情节下架商品、冻结交易资金、限制或封禁账号，涉嫌违法犯罪的移交公安机关。</p>

<h3>七、交易记录</h3>
<p>依据《电子商务法》，号市自交易完成之日起至少保存商品与交易信息三年。</p>
<p>对本须知如有疑问，请<a href="/index/other/contactkefu">联系官方客服</a>。</p>
`;

const MERCHANT_COOPERATION = `
<h2>号市商户合作</h2>
<p>号市的“竞价回收”让想出手账号的用户一次提交、多家报价。我们邀请专业的账号回收商户入驻：您可以在回收大厅看到用户提交的账号信息并报价，用户接受报价后由平台担保完成交接与付款。</p>

<h3>一、入驻条件</h3>
<ul>
<li>依法登记的企业或个体工商户，经营范围包含游戏虚拟物品或相关服务；</li>
<li>负责人年满 18 周岁，完成号市实名认证，且本人及企业无严重失信记录；</li>
<li>有稳定的验号与交接团队，熟悉所经营游戏的账号交易规则；</li>
<li>近一年在其他平台无恶意找回、欺诈等违规记录。</li>
</ul>

<h3>二、保证金</h3>
<p>入驻须缴纳交易保证金，金额按经营的游戏与月交易规模核定，以审核通过后签署的合作协议为准。保证金用于担保商户依约付款与不找回已购账号；合作结束且无未了结纠纷的，保证金在 30 天内原路退还。<strong>保证金只能在号市商户后台通过平台收银台缴纳，号市工作人员不会要求您向任何个人账户转账。</strong></p>

<h3>三、合作流程</h3>
<ol>
<li>提交申请：在<a href="/index/other/shanghu">商户入驻</a>页面填写主体信息、经营游戏与联系人；</li>
<li>资质审核：运营在 3 个工作日内审核营业执照与负责人实名信息，必要时电话回访；</li>
<li>签署协议：审核通过后在线签署合作协议，缴纳保证金；</li>
<li>开通权限：商户账号获得回收大厅报价权限；</li>
<li>报价与交接：用户接受报价后，商户在规定时间内完成验号与付款，资金由平台担保结算。</li>
</ol>

<h3>四、商户须遵守</h3>
<ul>
<li>报价真实有效，用户接受后不得无故压价或毁约；</li>
<li>不得索要用户的站外联系方式，不得引导用户私下交易；</li>
<li>回收后转售的账号须如实描述，并遵守号市交易须知与找回保障规则。</li>
</ul>
<p>违反上述规定的，号市可暂停报价权限、扣除保证金并终止合作。</p>
<h3>五、商务联系</h3>
<ul>
<li>商务邮箱：<a href="mailto:{{site.email.business}}">{{site.email.business}}</a>（邮件标题请注明“商户合作 + 公司名称”）</li>
<li>商务电话：{{site.phone.business}}（工作日 09:30–18:30）</li>
<li>公司地址：{{site.address.office}}</li>
</ul>
<p>也可以通过<a href="/index/other/contactkefu">联系客服</a>选择“业务”联系商务同事。官方联系方式可在<a href="/index/security">防骗查询</a>中核验。回收参考价见<a href="/index/other/jingjiahuishouPriceList">回收价格表</a>。</p>
`;

function recoveryCases(now: Date): string {
  const d = (days: number) => formatDateCn(daysBefore(now, days));
  return `
<h2>找回包赔案例</h2>
<p>以下案例来自号市已处理完毕的理赔，已隐去用户与账号的识别信息，金额均为实际赔付金额。案例说明保障规则如何执行，不代表每笔理赔的结果都相同；具体以《<a href="/index/other/zhaohui">找回包赔</a>》及下单时所选档位为准。</p>

<h3>案例一：卖家申诉找回，{{protection.a.name}}全额赔付</h3>
<p><strong>时间：</strong>${d(40)}　<strong>游戏：</strong>王者荣耀（安卓 QQ 区）</p>
<p><strong>经过：</strong>买家张先生以 ¥1,280 购买一个贵族 6 级账号，下单时选择 {{protection.a.name}}（成交价的 {{protection.a.rate}}）。确认收货后第 9 天，账号登录提示密码错误，绑定手机也被更换。经核查，原号主通过游戏客服的实名申诉找回了账号。</p>
<p><strong>处理：</strong>买家在订单页提交理赔，运营当天调取交接记录，确认买家已按清单修改密码与换绑。第 2 天全额赔付 ¥1,280 至买家余额；卖家被冻结平台资金并列入黑名单。</p>

<h3>案例二：{{protection.b.name}}，成交价加充值赔付</h3>
<p><strong>时间：</strong>${d(30)}　<strong>游戏：</strong>原神（官服）</p>
<p><strong>经过：</strong>买家李女士以 ¥2,600 购买冒险等级 58 的账号，选择 {{protection.b.name}}（成交价的 {{protection.b.rate}}）。购买后的两周里她在该账号中充值 ¥1,100。随后账号被原号主通过邮箱找回。</p>
<p><strong>处理：</strong>买家提交充值订单截图与支付凭证，运营与游戏内充值记录逐笔核对。按{{protection.b.name}}规则，赔付上限为成交价的 {{protection.b.cap}}；实际赔付成交价 ¥2,600 加充值 ¥1,100，共 ¥3,700，未超过上限，4 个工作日内到账。</p>

<h3>案例三：赠送包赔商品，保障期内找回</h3>
<p><strong>时间：</strong>${d(22)}　<strong>游戏：</strong>和平精英（iOS 微信区）</p>
<p><strong>经过：</strong>买家以 ¥460 购买一个标有“赠送包赔”的账号，未额外购买保障。确认收货后第 12 天账号被找回。</p>
<p><strong>处理：</strong>商品的{{protection.basic.name}}由卖家赠送（确认收货后 {{protection.basic}}），找回发生在保障期内。平台先行赔付 ¥460，再从卖家冻结资金中追偿。</p>

<h3>案例四：交接时发现异常，纠纷退款</h3>
<p><strong>时间：</strong>${d(14)}　<strong>游戏：</strong>英雄联盟（艾欧尼亚）</p>
<p><strong>经过：</strong>买家付款后登录，发现账号处于“安全锁定”状态，需原绑定手机解锁，卖家以“手机丢失”为由拖延。买家在确认收货前发起纠纷。</p>
<p><strong>处理：</strong>卖家在 {{dispute.answer}}内未提供解锁证明，运营判定交易无法完成，全额退款 ¥780 给买家，商品下架。此单未完成交接，不涉及包赔，也不收取服务费。</p>

<h3>案例五：未按清单修改密保，不予赔付</h3>
<p><strong>时间：</strong>${d(5)}　<strong>游戏：</strong>王者荣耀（iOS 微信区）</p>
<p><strong>经过：</strong>买家以 ¥350 购买账号并选择 {{protection.a.name}}，但交接时未修改密保问题。第 40 天账号被他人通过密保找回。</p>
<p><strong>处理：</strong>运营核实卖家在交接时已提供全部资料、交接清单中“修改密保”一项未被买家勾选完成。按《交易须知》，买家未按清单完成换绑的不予赔付；考虑到卖家存在找回嫌疑，平台冻结卖家资金并协助买家报警，待公安机关认定后再行处理。</p>

<p><strong>给买家的提醒：</strong>收号后第一时间完成交接清单的每一项；发现找回后请在保障期内尽快提交理赔；任何人以“理赔需先交手续费”为由要求转账都是诈骗，详见<a href="/index/security">防骗查询</a>。</p>
`;
}

const INTRODUCTION = `
<h2>关于号市</h2>
<p>号市（HaoShi）是一个游戏账号交易服务平台，提供账号买卖、寄售、租号、竞价回收、估价和找回包赔等服务。我们想解决账号交易里最让人担心的几件事：付了钱拿不到号、买到的号被找回、遇到冒充客服的骗子。</p>

<h3>我们怎么做</h3>
<ul>
<li><strong>资金担保：</strong>买家的钱先由平台托管，确认收货后才结算给卖家；</li>
<li><strong>实名交易：</strong>买卖双方实名认证，不向未成年人提供服务；</li>
<li><strong>找回包赔：</strong>卖家赠送的{{protection.basic.name}}，以及买家可购的{{protection.a.name}}、{{protection.b.name}}，账号被找回按档位赔付；</li>
<li><strong>站内交接：</strong>登录资料只对付款后的买家显示，每次查看都有记录，交接清单逐项确认；</li>
<li><strong>官方核验：</strong>所有官方客服账号都可在<a href="/index/security">防骗查询</a>中核验，黑名单公开可查。</li>
</ul>

<h3>我们的服务</h3>
<p><strong>买号：</strong>按游戏、区服、价格和属性筛选，支持收藏与浏览记录。<strong>卖号：</strong>在<a href="/index/sale">卖号中心</a>按游戏模板填写账号信息，审核通过后上架。<strong>租号：</strong>按小时或包天租用，押金在租期结束后退还。<strong>竞价回收：</strong>提交一次，多家认证商户报价，选择最合适的出价。<strong>估价：</strong>参考同游戏、相近属性的成交记录，给出价格区间。</p>

<h3>我们的承诺</h3>
<p>号市客服不会以任何理由要求您私下转账或扫码付款。交易规则与收费标准公开在《<a href="/index/other/bangzhu">帮助中心</a>》与交易须知中，如有变化会提前发布公告。</p>
<p>有任何问题或建议，欢迎<a href="/index/other/contactkefu">联系客服</a>或在<a href="/index/other/suggest">投诉建议</a>中告诉我们。</p>

<h3>联系我们</h3>
<ul>
<li>客服电话：{{site.phone.service}}（{{site.serviceHours}}）</li>
<li>客服邮箱：<a href="mailto:{{site.email.service}}">{{site.email.service}}</a></li>
<li>官方网址：{{site.website}}</li>
<li>公司地址：{{site.address.office}}</li>
</ul>
<p>{{site.company}}　{{site.icp}}</p>
`;

const RECRUITMENT = `
<h2>人才招募</h2>
<p>号市正在成长，我们希望和认真、靠谱、愿意为用户解决问题的人一起工作。以下岗位长期开放，工作地点：{{site.address.office}}。</p>

<h3>客服专员（3 名）</h3>
<p><strong>岗位职责：</strong></p>
<ul>
<li>通过在线客服解答用户关于买号、卖号、租号与提现的问题；</li>
<li>协助买卖双方完成账号交接，跟进交接异常；</li>
<li>记录用户反馈，整理常见问题并更新帮助中心。</li>
</ul>
<p><strong>任职要求：</strong>大专及以上学历；熟悉至少一款主流手游或端游；表达清楚、有耐心；接受排班（含周末轮休）。</p>

<h3>风控专员（2 名）</h3>
<p><strong>岗位职责：</strong></p>
<ul>
<li>审核上架商品与商户资质，识别盗号、虚假描述等风险；</li>
<li>处理交易纠纷与找回理赔，核对证据并给出处理意见；</li>
<li>维护黑名单与虚假客服举报，配合公安机关调取证据。</li>
</ul>
<p><strong>任职要求：</strong>本科及以上学历；有电商、支付或游戏行业风控、审核经验者优先；细致、原则性强，对数据敏感。</p>

<h3>前端工程师（1 名）</h3>
<p><strong>岗位职责：</strong></p>
<ul>
<li>负责号市 H5 站点与微信、支付宝小程序的开发与维护；</li>
<li>与后端、设计协作完成买号、卖号、订单与客服等功能；</li>
<li>关注首屏性能、兼容性与无障碍体验。</li>
</ul>
<p><strong>任职要求：</strong>熟悉 TypeScript 与 React，有 Taro 或小程序开发经验；重视测试与代码质量；有电商或交易类产品经验者优先。</p>

<h3>后端工程师（1 名）</h3>
<p><strong>岗位职责：</strong>负责订单、支付、担保结算与理赔等服务的设计与开发，保证并发下的资金与库存正确。</p>
<p><strong>任职要求：</strong>熟悉 Node.js 或其他服务端语言，熟悉 PostgreSQL 与事务；了解支付对接与信息安全者优先。</p>

<h3>应聘方式</h3>
<p>请将简历发送至 <a href="mailto:{{site.email.hr}}">{{site.email.hr}}</a>，邮件标题注明“应聘岗位 + 姓名”。我们会在 5 个工作日内回复合适的候选人。招聘方：{{site.company}}。</p>
<p><strong>提示：</strong>号市招聘全程不收取任何费用，也不会要求应聘者购买账号、充值或“刷单”。如有人以号市名义招聘兼职刷单，请勿相信并<a href="/index/other/contactkefu">联系官方客服</a>举报。</p>
`;

const APP_DOWNLOAD = `
<h2>在手机上使用号市</h2>
<p>在手机上使用号市有三种方式，账号、订单和余额在各端通用：</p>
<ul>
<li>扫描本页上方的二维码：用手机相机或浏览器扫码打开号市网页版；如页面上方有微信或支付宝小程序码，用对应 App 扫一扫即可进入小程序；</li>
<li>在微信或支付宝中搜索“号市”，进入号市小程序；</li>
<li>用手机浏览器打开号市网站（H5 站点）。</li>
</ul>
<p>号市的官方入口只有以上几种。任何自称“号市 App 下载”的链接或安装包都不是我们发布的，请勿安装。</p>

<h3>一、手机浏览器（H5 站点）</h3>
<ol>
<li>用手机浏览器打开号市网站首页；</li>
<li>使用手机号与验证码登录；</li>
<li>可将页面“添加到主屏幕”，以后像 App 一样一键打开。</li>
</ol>
<p>H5 站点支持全部功能，付款通过支付宝完成。</p>

<h3>二、微信小程序</h3>
<ol>
<li>在微信顶部搜索框搜索“号市”，进入小程序；</li>
<li>使用手机号登录后即可浏览、收藏与查看订单；</li>
<li>可将小程序添加到“我的小程序”，方便下次打开。</li>
</ol>
<p>受微信平台虚拟商品相关规则限制，部分付款操作可能需要跳转到 H5 站点完成，以页面提示为准。</p>

<h3>三、支付宝小程序</h3>
<ol>
<li>在支付宝首页搜索“号市”，进入小程序；</li>
<li>登录后可直接使用支付宝付款，资金同样由平台担保。</li>
</ol>

<h3>安全提醒</h3>
<ul>
<li>请认准以上官方入口，不要通过陌生人发来的链接或二维码登录；</li>
<li>号市不会通过短信发送“App 安装包”或“客服专用 App”；</li>
<li>不确定的链接或联系人，请先到<a href="/index/security">防骗查询</a>核验。</li>
</ul>
`;

const SECURITY_GUIDE = `
<h2>防骗指南</h2>
<p>游戏账号交易中最常见的骗局，几乎都从“离开平台”开始。请记住一句话：<strong>号市官方客服不会要求您私下转账、扫码付款或提供验证码。</strong></p>

<h3>一、假冒客服</h3>
<p>骗子会冒充“号市客服”“交易专员”“理赔专员”，通过 QQ、微信或电话联系您，常见说法有：</p>
<ul>
<li>“您的账户被冻结，需要缴纳解冻费 / 保证金才能提现”；</li>
<li>“订单异常，需要您先转一笔验证金，稍后原路退回”；</li>
<li>“购买包赔需要加客服私人微信办理”。</li>
</ul>
<p>号市的费用只在订单页面和平台收银台中支付，不存在需要转给个人的“解冻费”“验证金”。</p>

<h3>二、二维码与链接</h3>
<ul>
<li>不要扫描陌生人发来的“付款码”“收款码”或“客服二维码”；</li>
<li>不要在陌生链接中输入手机号、验证码、支付密码或游戏账号密码；</li>
<li>号市的付款页面只会从订单页进入，不会通过聊天消息发送。</li>
</ul>

<h3>三、站外付款与私下交易</h3>
<p>有的“卖家”会以“平台手续费太高”“私下便宜几十块”为由，引导您加好友后直接转账。私下交易不受号市资金担保与找回包赔保护，一旦被骗或账号被找回，平台无法为您追回损失。</p>

<h3>四、验证码</h3>
<p>短信验证码只用于您本人登录和操作。任何人（包括自称号市工作人员的人）索要验证码，都是诈骗。交接时卖家需要接收的游戏验证码，请只在订单页面按流程操作。</p>

<h3>五、如何核验联系人是否为官方</h3>
<ol>
<li>打开<a href="/index/security">防骗查询</a>页面；</li>
<li>输入对方的 QQ 号、微信号或手机号；</li>
<li>页面显示“官方人员”才是号市工作人员；显示“非官方”的，请立即停止沟通。</li>
</ol>
<p>官方客服的完整名单见<a href="/index/other/contactkefu">联系客服</a>，请只通过该页面列出的方式联系我们。同一页面也可以查询卖家黑名单。</p>

<h3>六、已经被骗怎么办</h3>
<ol>
<li>保存聊天记录、转账凭证和对方账号信息；</li>
<li>立即拨打 110 报警，或通过国家反诈中心 App 举报；</li>
<li>通过<a href="/index/other/contactkefu">官方客服</a>告诉我们对方冒用的身份，我们会协助核实、配合警方调查，并在平台公告中提醒其他用户。</li>
</ol>
`;

/** The pages seeded by notice type; each type is seeded only while no notice of it exists. */
export function singlePages(now: Date): SinglePage[] {
  return [
    { noticeType: 'jyxz', title: '号市交易须知', content: TRADING_RULES.trim(), daysAgo: 64 },
    { noticeType: 'shhz', title: '号市商户合作', content: MERCHANT_COOPERATION.trim(), daysAgo: 47 },
    // updated when its newest case (5 days old) was added
    { noticeType: '100', title: '找回包赔案例', content: recoveryCases(now).trim(), daysAgo: 5 },
    { noticeType: 'jieshao', title: '关于号市', content: INTRODUCTION.trim(), daysAgo: 88 },
    { noticeType: 'zhaomu', title: '号市人才招募', content: RECRUITMENT.trim(), daysAgo: 19 },
    { noticeType: 'appDownload', title: '在手机上使用号市', content: APP_DOWNLOAD.trim(), daysAgo: 33 },
    { noticeType: 'security', title: '号市防骗指南', content: SECURITY_GUIDE.trim(), daysAgo: 11 },
  ];
}
