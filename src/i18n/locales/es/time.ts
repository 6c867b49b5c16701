import type en from '../en/time.ts';

export default {
  'time.now': 'ahora',
  'time.past.second': 'hace {n, number} s',
  'time.past.minute': 'hace {n, number} min',
  'time.past.hour': 'hace {n, number} h',
  'time.past.day': 'hace {n, number} d',
  'time.future.second': 'dentro de {n, number} s',
  'time.future.minute': 'dentro de {n, number} min',
  'time.future.hour': 'dentro de {n, number} h',
  'time.future.day': 'dentro de {n, number} d',
  'time.lessThanMinute': 'en menos de un minuto',
  'time.pollClosed': 'Cerrada',
  'time.pollEnds': 'termina {left}',
} satisfies Record<keyof typeof en, string>;
