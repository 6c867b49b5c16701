// What src/main.tsx loads: connects this tab to the core and answers the `Core` the views use.
import type { Core } from '../app/core-context.tsx';
import { connectCore } from './core.ts';

export async function createAppCore(): Promise<Core> {
  return connectCore();
}
