import { htmlToNodes } from '../src/utils/richNodes'

describe('HTML to rich-text nodes (Alipay)', () => {
  it('keeps structure, attributes and text', () => {
    expect(htmlToNodes('<p class="a">你好<b>世界</b></p><img src="/x.png" alt="图"/>')).toEqual([
      {
        name: 'p',
        attrs: { class: 'a' },
        children: [
          { type: 'text', text: '你好' },
          { name: 'b', attrs: {}, children: [{ type: 'text', text: '世界' }] },
        ],
      },
      { name: 'img', attrs: { src: '/x.png', alt: '图' }, children: [] },
    ])
  })

  it('decodes entities and drops comments', () => {
    expect(htmlToNodes('a&amp;b &lt;c&gt; &#x4e2d;<!-- x -->')).toEqual([{ type: 'text', text: 'a&b <c> 中' }])
  })

  it('closes unclosed tags at the parent and ignores stray closing tags', () => {
    expect(htmlToNodes('<ul><li>一<li>二</ul></span>尾')).toEqual([
      {
        name: 'ul',
        attrs: {},
        children: [
          {
            name: 'li',
            attrs: {},
            children: [
              { type: 'text', text: '一' },
              { name: 'li', attrs: {}, children: [{ type: 'text', text: '二' }] },
            ],
          },
        ],
      },
      { type: 'text', text: '尾' },
    ])
  })

  it('void tags take no children', () => {
    expect(htmlToNodes('一<br>二')).toEqual([
      { type: 'text', text: '一' },
      { name: 'br', attrs: {}, children: [] },
      { type: 'text', text: '二' },
    ])
  })
})
