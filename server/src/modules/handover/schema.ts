import { Type } from 'typebox';

const GameId = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const TemplateQuery = Type.Object({ gameId: GameId });
export const GameParams = Type.Object({ gameId: GameId });

export const ChecklistItem = Type.Object({
  key: Type.String({ description: '标识：小写字母开头，小写字母、数字、下划线，最多24个字符；同一清单内唯一' }),
  label: Type.String({ description: '检查项名称，2-30字' }),
  hint: Type.String({ description: '客服如何核对（可为空），最多80字' }),
});

/** An operator's list: the limits are checked by the service, so each refusal says in Chinese which line is wrong. */
export const TemplateBody = Type.Object({
  items: Type.Array(
    Type.Object({
      key: Type.String({ maxLength: 100 }),
      label: Type.String({ maxLength: 200 }),
      hint: Type.Optional(Type.String({ maxLength: 400 })),
    }),
    { maxItems: 100, description: '1-20 项' },
  ),
});

export const Checklist = Type.Object(
  { gameId: Type.Integer(), items: Type.Array(ChecklistItem) },
  { description: '平台验号换绑时客服逐项核对的清单' },
);

export const TemplateItem = Type.Object({
  gameId: Type.Integer(),
  gameKey: Type.String(),
  gameName: Type.String(),
  items: Type.Array(ChecklistItem),
  hasTemplate: Type.Boolean({ description: 'false：该游戏没有清单，使用通用清单' }),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updatedBy: Type.Union([Type.Integer(), Type.Null()], { description: '最后编辑的运营；null：系统默认' }),
  updatedByName: Type.Union([Type.String(), Type.Null()]),
});
export const TemplateList = Type.Object({ rows: Type.Array(TemplateItem) });
