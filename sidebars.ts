import {wholeAreaSidebar} from './src/config/sidebars/whole-area';

// The classic preset's docs instance is the Reference area. The other areas'
// sidebars live in src/config/sidebars/, one file per docs instance.
export default wholeAreaSidebar('reference');
