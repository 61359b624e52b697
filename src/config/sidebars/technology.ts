import {wholeAreaSidebar} from './whole-area';

export default wholeAreaSidebar('technology');
