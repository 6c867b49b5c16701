// The source catalogue. A feature adds its file here and the same file in every other locale.
import nav from './nav.ts';
import profile2 from './profile2.ts';
import profileEdit from './profileEdit.ts';

export default {
  ...nav,
  ...profile2,
  ...profileEdit,
};
