// What was typed into the stand-in field before the search combobox arrived, and whether it had the focus: the
// combobox starts from it, so nothing typed in that moment is lost.
export const early = { text: '', focused: false };
