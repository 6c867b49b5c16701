import type en from '../en/time.ts';

export default {
  'time.now': 'à l’instant',
  'time.past.second': 'il y a {n, number} s',
  'time.past.minute': 'il y a {n, number} min',
  'time.past.hour': 'il y a {n, number} h',
  'time.past.day': 'il y a {n, number} j',
  'time.future.second': 'dans {n, number} s',
  'time.future.minute': 'dans {n, number} min',
  'time.future.hour': 'dans {n, number} h',
  'time.future.day': 'dans {n, number} j',
  'time.lessThanMinute': 'dans moins d’une minute',
  'time.pollClosed': 'Terminé',
  'time.pollEnds': 'se termine {left}',
} satisfies Record<keyof typeof en, string>;
