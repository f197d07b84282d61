import { createAnswering } from './answering.js';
import { createAsking } from './asking.js';
import type { ConsultDeps } from './context.js';

/** Pre-sale consultation: the asker's side and the staff's side over one store. */
export function createConsultService(deps: ConsultDeps) {
  return { ...createAsking(deps), staff: createAnswering(deps) };
}
export type ConsultService = ReturnType<typeof createConsultService>;
