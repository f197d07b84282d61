import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { isAdjustable, type Clock } from '../../lib/clock.js';
import { BadRequest } from '../../lib/errors.js';
import { routeKit } from '../../lib/route.js';

const route = routeKit({ tags: ['system'] });
const MINUTE = 60_000;

const ClockState = Type.Object({
  now: Type.String({ format: 'date-time', description: '应用时钟的当前时间' }),
  applied: Type.Optional(
    Type.Record(Type.String(), Type.Integer(), { description: '拨动后立即运行一次期限任务，各结果的数量' }),
  ),
});

/**
 * A test deployment's clock (TEST_CLOCK=true; a production start refuses it, config.ts): staff move
 * the app's one clock forward by minutes or to an instant, and the deadline job runs at once, so a
 * browser journey sees a dispute's deadline pass and its outcome without waiting for the job's
 * interval. Not registered otherwise: the route is then 404 and not in the API document.
 */
export async function testClockRoutes(
  app: App,
  deps: { clock: Clock; runDeadlines: () => Promise<Record<string, number>> },
) {
  const { clock } = deps;
  app.get(
    '/api/test/clock',
    route.staff({ summary: '测试部署：应用时钟的当前时间（TEST_CLOCK=true 时）', data: ClockState }),
    async () => ok({ now: clock.now().toISOString() }),
  );
  app.post(
    '/api/test/clock',
    route.staff({
      summary: '测试部署：拨动应用时钟（快进分钟数或设定时间），随即运行一次期限任务（TEST_CLOCK=true 时）',
      body: Type.Object({
        advanceMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 * 24 * 366 })),
        set: Type.Optional(Type.String({ format: 'date-time' })),
      }),
      data: ClockState,
    }),
    async (req) => {
      if (!isAdjustable(clock)) throw new BadRequest('当前时钟不可拨动');
      const { advanceMinutes, set } = req.body;
      if ((advanceMinutes === undefined) === (set === undefined))
        throw new BadRequest('请提供 advanceMinutes 或 set 其中之一');
      if (set !== undefined) {
        const to = new Date(set);
        // backwards would let stamped deadlines and the rows' times disagree with what already happened
        if (to.getTime() < clock.now().getTime()) throw new BadRequest('时钟只能向前拨动');
        clock.set(to);
      } else clock.advance(advanceMinutes! * MINUTE);
      const applied = await deps.runDeadlines();
      return ok({ now: clock.now().toISOString(), applied }, '时钟已拨动');
    },
  );
}
