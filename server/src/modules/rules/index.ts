/**
 * The rules module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { PROTECTION_NAMES, protectionPeriod, renderRules } from './rules.js';
import { defineModule } from '../../module-kit.js';
import { ruleTexts, type RuleKey } from './rules.js';
import { rulesRoutes } from './routes.js';

declare module '../../module-kit.js' {
  interface Ports {
    /** the configured figures, for GET /api/rules and the {{key}} placeholders of content pages */
    rules: Record<RuleKey, string>;
  }
}

export const rulesModule = defineModule({
  name: 'rules',
  tables: [],
  needs: ['config'],
  build: (p) => ({ rules: ruleTexts(p.config) }),
  routes: [{ order: 20, register: (app, p) => rulesRoutes(app, { texts: p.rules }) }],
});
