// Relative times: a post's age ("3m"), times ahead ("in 3h", "ends in 2 days").
export default {
  'time.now': 'now',
  'time.past.second': '{n, number}s',
  'time.past.minute': '{n, number}m',
  'time.past.hour': '{n, number}h',
  'time.past.day': '{n, number}d',
  'time.future.second': 'in {n, number}s',
  'time.future.minute': 'in {n, number}m',
  'time.future.hour': 'in {n, number}h',
  'time.future.day': 'in {n, number}d',
  'time.lessThanMinute': 'in less than a minute',
  'time.pollClosed': 'Closed',
  'time.pollEnds': 'ends {left}',
};
