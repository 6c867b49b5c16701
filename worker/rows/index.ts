export { toAccountChip } from './accountChip.ts';
export { type Log, validBlurhash } from './blurhash.ts';
export { quoteStateOf, toCardView, toMediaView, toPollView } from './statusParts.ts';
export { type StatusRowOptions, statusRowKey, toStatusRow } from './statusRow.ts';
export { type RowContext, toStatusView } from './statusView.ts';
